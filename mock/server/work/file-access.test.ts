// Which tenants' files a call reaches: the session's organisation, or every tenant's for a
// site-level role on the site form of a path.
import { fileReach, reaches, type FileCaller } from './file-access';

describe('fileReach', () => {
  it.each<[string, FileCaller, ReturnType<typeof fileReach>]>([
    [
      'a site role on the site form',
      { roleLevel: 'site', pathTenant: undefined, sessionTenant: 0 },
      'all',
    ],
    ['a site role on the tenant form', { roleLevel: 'site', pathTenant: '0', sessionTenant: 0 }, 0],
    [
      'a tenant role on the site form',
      { roleLevel: 'organization', pathTenant: undefined, sessionTenant: 1 },
      1,
    ],
    [
      'a tenant role on the tenant form',
      { roleLevel: 'organization', pathTenant: '1', sessionTenant: 1 },
      1,
    ],
    ['an unknown role', { roleLevel: undefined, pathTenant: undefined, sessionTenant: 2 }, 2],
  ])('%s', (_label, caller, expected) => expect(fileReach(caller)).toBe(expected));
});

describe('reaches', () => {
  it.each([
    ['all', 0, true],
    ['all', 2, true],
    [1, 1, true],
    [1, 0, false],
    [0, 1, false],
    [2, 1, false],
  ] as const)('reach %p, a file of tenant %p → %p', (reach, tenantId, expected) =>
    expect(reaches(reach, { tenantId })).toBe(expected),
  );
});
