// Scope rows of Tenant Information and Tenant Initialisation: the platform's tenants, reached by a
// site-level role only (an organisation's role is refused, reading too).
import { forms, scoped, type Call, type ScopeTable } from './scoping-types';

/** A call only a site-level role may make; `checkOwn` false where the record may not exist. */
const siteOnly = (call: Call, checkOwn = true) =>
  scoped({ own: () => call, role: (c) => c.site, checkOwn: () => checkOwn });

export const tenantScopes: ScopeTable = {
  ...forms('GET', '/hpfm/v1/tenants', siteOnly({})),
  ...forms(
    'POST',
    '/hpfm/v1/tenants',
    siteOnly({ body: { tenantNum: 'PROBE', tenantName: 'Probe' } }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/tenants',
    siteOnly({ body: { tenantId: 2, objectVersionNumber: 1, contactName: 'Probe' } }),
  ),
  ...forms('GET', '/hpfm/v1/tenant-init-logs', siteOnly({})),
  ...forms(
    'POST',
    '/hpfm/v1/tenant-init-logs',
    siteOnly({ body: { tenantNum: 'PROBE_INIT', tenantName: 'Probe', adminUserId: 1 } }),
  ),
  // no initialisation has run in a fresh gateway: the own call may find none
  ...forms(
    'GET',
    '/hpfm/v1/tenant-init-logs/:initLogId',
    siteOnly({ params: { initLogId: 1 } }, false),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/tenant-init-logs/:initLogId/retry',
    siteOnly({ params: { initLogId: 1 } }, false),
  ),
};
