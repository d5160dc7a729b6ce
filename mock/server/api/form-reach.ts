// What the two forms of an organisation's configuration reach (profiles, code rules): the site
// form (no {tid}) every organisation's records, the tenant form its organisation's own; and the
// organisation's name the site form's lists show.
import { localName } from '../../data/languages';
import type { FieldReader } from '../admin/input';
import type { UserContext } from '../context';
import type { LanguageCode } from '../types';

export const formReach = (ctx: UserContext): number | 'all' =>
  ctx.params.tid === undefined ? 'all' : Number(ctx.params.tid);

export function tenantNameOf(ctx: UserContext, tenantId: number, lang: LanguageCode): string {
  const tenant = ctx.state.accounts.tenants.find(tenantId);
  return tenant ? localName(tenant.names, lang) : String(tenantId);
}

/** Whether an organisation exists (a site form's create names one), seeded or created since. */
export const knownTenant = (ctx: UserContext, tenantId: number): boolean =>
  ctx.state.accounts.tenants.find(tenantId) !== undefined;

/**
 * The organisation a call is about: the path's on the tenant form, on the site form the body's
 * (or query's) `tenantId`, which must be a known organisation (else refused, naming it).
 */
export function tenantNamed(ctx: UserContext, reader: FieldReader): number {
  if (ctx.params.tid !== undefined) return Number(ctx.params.tid);
  const tenantId = reader.requiredInt('tenantId', { min: 0 });
  if (!knownTenant(ctx, tenantId)) {
    reader.fail(
      'tenantId',
      `不是已知组织：${tenantId}`,
      `is not a known organisation: ${tenantId}`,
    );
  }
  return tenantId;
}
