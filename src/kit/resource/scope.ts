/**
 * A page of both forms (spec section 6): a site-level role sees every organisation's records
 * (the site form), an organisation's role its own (the tenant form). What only the site form has
 * (an organisation column, filter or field) goes into a declaration through `siteOnly`.
 */
import { tenantPrefix } from '../../session/current-session';

export type ResourceScope = 'site' | 'tenant';

/** `item` in a list for the site form; nothing for the tenant form. */
export const siteOnly = <T>(scope: ResourceScope, item: T): T[] => (scope === 'site' ? [item] : []);

/** The form the session's current role uses: tenant for a tenant-level role. */
export const sessionScope = (): ResourceScope => (tenantPrefix() ? 'tenant' : 'site');

/** The organisation filter of a list's site form (the `HPFM.TENANT` lookup); none on the tenant form. */
export const siteTenantFilter = (scope: ResourceScope, span = 5) =>
  siteOnly(scope, { name: 'tenantId', kind: 'lov', lovCode: 'HPFM.TENANT', span } as const);
