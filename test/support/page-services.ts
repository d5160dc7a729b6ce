/**
 * Stand-ins for the calls a page test of a list page makes besides its own, and the server page
 * its list answers. The services are replaced in each test file (jest hoists `jest.mock`), each
 * with one of these factories:
 *
 *     jest.mock('@polaris/core/services/iam/permissions', () =>
 *       jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
 *     );
 *
 * Imports types only, so loading it inside a mock factory loads no module of the app.
 */
import type { Page } from '../../src/request/paging';
import type { PermissionCheckDto } from '../../src/services/iam/types';

/** A server page holding `rows` (the first page, of `totalElements` rows). */
export function pageOf<T>(rows: T[], totalElements = rows.length): Page<T> {
  return { content: rows, totalElements, size: 10, number: 0, numberOfElements: rows.length };
}

/** A list endpoint's stand-in: a jest mock with the endpoint's address. */
export function listEndpointMock(url: string) {
  return Object.assign(jest.fn(), { url: () => url });
}

/** The permission service of a role that may do everything (each code approved). */
export function approvingPermissions() {
  return {
    checkPermissions: jest.fn(async (codes: string[]) =>
      codes.map((code): PermissionCheckDto => ({ code, approve: true })),
    ),
  };
}

/** The lookup service with no values (a test sets the answers it needs). */
export function emptyLookups(overrides: Record<string, unknown> = {}) {
  return {
    fetchLovValues: jest.fn(async () => []),
    fetchLovValuesBatch: jest.fn(async () => ({})),
    fetchLovData: jest.fn(),
    fetchLovViewInfo: jest.fn(),
    lovDataRows: jest.fn(() => []),
    ...overrides,
  };
}

/** The lookups with only the tenant value set (`HPFM.TENANT`): `[id, name]` pairs. */
export function tenantLookups(tenants: [string, string][]) {
  return emptyLookups({
    fetchLovValues: jest.fn(async (code: string) =>
      code === 'HPFM.TENANT' ? tenants.map(([value, meaning]) => ({ value, meaning })) : [],
    ),
  });
}

/** The ui-table service with no personalisation saved. */
export function noTablePersonalisation() {
  return { fetchUiTable: jest.fn(async () => null) };
}
