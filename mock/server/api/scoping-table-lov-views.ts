// Scope rows of the Lookup Views and Multilingual Texts pages' routes (issue 26, part E). See scoping-types.ts for what a
// row says. The views and the translated records are the platform's: every role reads them, only a site-level role writes.
import { forms, same, scoped, type ScopeTable } from './scoping-types';

const view = {
  viewName: 'x',
  lovCode: 'HPFM.COUNTRY',
  valueField: 'countryId',
  displayField: 'countryName',
  pageSize: 10,
  viewLines: [{ fieldName: 'countryName', display: 'x', tableFieldFlag: 1 }],
};

export const lovViewScopes: ScopeTable = {
  ...forms('GET', '/hpfm/v1/lov-view-headers', same('lookup views are platform definitions')),
  ...forms(
    'POST',
    '/hpfm/v1/lov-view-headers',
    scoped({
      own: (c) => ({ body: { ...view, viewCode: `PROBE.${c.roleId}` } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/lov-view-headers',
    scoped({
      own: () => ({ body: { ...view, viewHeaderId: 4, objectVersionNumber: 1 } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1/lov-view-headers',
    scoped({
      own: () => ({ body: [{ viewHeaderId: 4, objectVersionNumber: 1 }] }),
      role: (c) => c.site,
    }),
  ),
  ...forms('GET', '/hpfm/v1/multi-language/texts', same('translations of platform records')),
  ...forms(
    'PUT',
    '/hpfm/v1/multi-language',
    scoped({
      own: () => ({
        body: {
          tableName: 'hpfm_currency',
          fieldName: 'currencyName',
          id: 1,
          values: [{ lang: 'en_US', value: 'x' }],
        },
      }),
      role: (c) => c.site,
    }),
  ),
};
