// Helpers shared by the platform endpoints: the tenant check of `/{orgId}` paths, `warn` failures
// and the language an answer is written in.
import { textLanguage } from '../../data/languages';
import type { RequestContext, UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { FailedBody, LanguageCode, MessageType } from '../types';
import { readScope, type ReadScope } from './role-level';

export function failedWith(type: MessageType, code: string, message: string, status = 200): Reply {
  const body: FailedBody = { failed: true, code, message, type };
  return json(body, status);
}

/**
 * A failed body when the `{orgId}` (or `{tenantId}`) of a tenant-level path is not the session's
 * current organisation; undefined when the path has none or it matches.
 */
export function tenantMismatch(ctx: UserContext): Reply | undefined {
  const orgId = ctx.params.orgId ?? ctx.params.tenantId;
  if (orgId === undefined || orgId === String(ctx.session.tenantId)) return undefined;
  return failedWith(
    'error',
    'error.permission.tenant_mismatch',
    `Organisation ${orgId} is not the current organisation ${ctx.session.tenantId}`,
  );
}

/** Wraps a handler of a tenant-level path with the organisation check. */
export function checkedTenant(
  handler: (ctx: UserContext) => Reply | Promise<Reply>,
): (ctx: UserContext) => Reply | Promise<Reply> {
  return (ctx) => tenantMismatch(ctx) ?? handler(ctx);
}

/** `?lang=` when given, else the caller's language, else zh_CN (public calls). */
export function answerLanguage(ctx: RequestContext | UserContext): LanguageCode {
  const requested = ctx.query.get('lang');
  if (requested) return textLanguage(requested);
  if ('session' in ctx) return textLanguage(ctx.state.accounts.language(ctx.session.userId));
  return 'zh_CN';
}

/** The current session's role code (for per-role seed data). */
export function sessionRoleCode(ctx: UserContext): string {
  return ctx.state.accounts.role(ctx.session.roleId)?.code ?? '';
}

/** Whose records the session reads: every tenant's for a site-level role, else its organisation's. */
export function sessionReadScope(ctx: UserContext): ReadScope {
  return readScope(ctx.state.accounts.role(ctx.session.roleId)?.level, ctx.session.tenantId);
}
