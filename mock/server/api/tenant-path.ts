// Tenant segments in paths: a `{tid}` must be the session's current organisation, else a failed
// body. Patterns written with `[/:tid]` register both the tenant and the site-level path.
import { userRoute, type ApiRoute, type Handler, type UserContext } from '../context';
import { failed, type Reply } from '../http/reply';

export function tenantMismatch(ctx: UserContext): Reply | undefined {
  const tid = ctx.params.tid;
  if (tid === undefined || tid === String(ctx.session.tenantId)) return undefined;
  return failed(
    'error.permission.tenant_mismatch',
    `Organisation ${tid} in the path is not the current organisation ${ctx.session.tenantId}`,
  );
}

/** The path variants of a pattern: `[/:tid]` gives the tenant form and the form without it. */
export function tenantVariants(pattern: string): string[] {
  return pattern.includes('[/:tid]')
    ? [pattern.replace('[/:tid]', '/:tid'), pattern.replace('[/:tid]', '')]
    : [pattern];
}

/** Authenticated routes for every variant of the pattern, with the tenant segment checked. */
export function tenantRoutes(
  method: string,
  pattern: string,
  handler: Handler<UserContext>,
): ApiRoute[] {
  const guarded: Handler<UserContext> = (ctx) => tenantMismatch(ctx) ?? handler(ctx);
  return tenantVariants(pattern).map((variant) => userRoute(method, variant, guarded));
}
