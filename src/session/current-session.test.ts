import {
  getSession,
  isOrganizationRole,
  isTenantLevel,
  tenantPrefix,
  updateSessionFromUser,
  type SessionValues,
} from './current-session';
import { startRuntime } from '../runtime/create-runtime';

beforeEach(() => startRuntime());

describe('role level', () => {
  it.each([
    ['site', false, false],
    ['organization', true, true],
    ['project', true, false],
    [undefined, false, false],
  ] as const)('%s: tenant level %s, organisation role %s', (level, tenant, organization) => {
    expect(isTenantLevel(level)).toBe(tenant);
    expect(isOrganizationRole(level)).toBe(organization);
  });
});

describe('tenantPrefix', () => {
  const session = (patch: Partial<SessionValues>): SessionValues => ({ ...getSession(), ...patch });
  it.each([
    ['a site role', session({ roleLevel: 'site', organizationId: 0 }), ''],
    ['an organisation role', session({ roleLevel: 'organization', organizationId: 7 }), '/7'],
    [
      'a tenant-level role of another kind',
      session({ roleLevel: 'project', organizationId: 3 }),
      '/3',
    ],
    ['no organisation yet', session({ roleLevel: 'organization' }), ''],
  ])('%s → %j', (_label, values, prefix) => {
    expect(tenantPrefix(values)).toBe(prefix);
  });
});

describe('session values', () => {
  it('start from the spec defaults: zh_CN, GMT+8 and the three formats', () => {
    expect(getSession()).toEqual({
      language: 'zh_CN',
      timeZone: 'GMT+8',
      dateFormat: 'YYYY-MM-DD',
      timeFormat: 'HH:mm:ss',
      dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
    });
  });

  it('follow the current user', () => {
    updateSessionFromUser({
      language: 'en_US',
      organizationId: 2,
      currentRoleId: 12,
      currentRoleLevel: 'organization',
      timeZone: 'GMT+9',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      dateTimeFormat: 'DD/MM/YYYY HH:mm',
    });
    expect(getSession()).toEqual({
      language: 'en_US',
      organizationId: 2,
      roleId: 12,
      roleLevel: 'organization',
      timeZone: 'GMT+9',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
      dateTimeFormat: 'DD/MM/YYYY HH:mm',
    });
    expect(tenantPrefix()).toBe('/2');
  });
});
