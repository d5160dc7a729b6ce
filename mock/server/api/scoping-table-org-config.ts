// Scope rows of the organisation console's routes (issue 26, part H: data hierarchies, quick entries). See
// scoping-types.ts for what a row says. Both pages are site pages: only a site-level role
// reads or writes any tenant's levels or any role's entries.
import { scoped, type ScopeTable } from './scoping-types';

const siteOnly = (own: () => { query?: string; body?: unknown }) =>
  scoped({ own, role: (c) => c.site });

const names = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

export const orgConfigScopes: ScopeTable = {
  'GET /hpfm/v1/data-hierarchies': siteOnly(() => ({})),
  'POST /hpfm/v1/data-hierarchies': siteOnly(() => ({
    body: {
      tenantId: 1,
      dataHierarchyCode: 'PROBE',
      _tls: { dataHierarchyName: names('探测', 'Probe') },
    },
  })),
  'PUT /hpfm/v1/data-hierarchies': siteOnly(() => ({
    body: { dataHierarchyId: 1, objectVersionNumber: 1, enabledFlag: 0 },
  })),
  'GET /hpfm/v1/data-hierarchies/values': siteOnly(() => ({ query: 'dataHierarchyId=1' })),
  'POST /hpfm/v1/data-hierarchies/values': siteOnly(() => ({
    body: { dataHierarchyId: 1, value: 'P009', _tls: { meaning: names('探测', 'Probe') } },
  })),
  'PUT /hpfm/v1/data-hierarchies/values': siteOnly(() => ({
    body: { valueId: 1, objectVersionNumber: 1, enabledFlag: 0 },
  })),
  'GET /hpfm/v1/quick-entries': siteOnly(() => ({})),
  'GET /hpfm/v1/quick-entries/roles': siteOnly(() => ({})),
  'POST /hpfm/v1/quick-entries': siteOnly(() => ({
    body: { roleId: 1, menuCode: 'hzero.platform.currency' },
  })),
  'DELETE /hpfm/v1/quick-entries': siteOnly(() => ({
    body: { quickEntryId: 1, objectVersionNumber: 1 },
  })),
};
