import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { withPersonalChanges } from './user-changes';

const alice: CurrentUser = {
  id: 2,
  loginName: 'alice',
  realName: 'Alice Wong',
  email: 'alice@acme.example',
  phone: '13800000000',
  language: 'en_US',
  tenantId: 1,
  tenantName: 'Acme',
  tenantNum: 'ACME',
  organizationId: 1,
  currentRoleId: 11,
  currentRoleCode: 'acme-property-manager',
  currentRoleName: 'Property Manager',
  currentRoleLevel: 'organization',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'HH:mm:ss',
  dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
  timeZone: 'GMT+8',
};

describe('withPersonalChanges', () => {
  it.each<[string, Partial<CurrentUser>, Partial<CurrentUser>]>([
    ['a new name', { realName: 'Alice W.' }, { realName: 'Alice W.' }],
    [
      'a new email and phone',
      { email: 'a@x.example', phone: '1' },
      { email: 'a@x.example', phone: '1' },
    ],
    ['a removed phone', { phone: undefined }, { phone: undefined }],
    ['a role change (ignored)', { currentRoleId: 12, currentRoleName: 'Planner' }, {}],
    ['a language change (ignored)', { language: 'zh_CN' }, {}],
    ['a tenant change with a new name', { tenantId: 5, realName: 'A' }, { realName: 'A' }],
  ])('takes %s', (_label, change, expected) => {
    const next = withPersonalChanges(alice, { ...alice, ...change });
    expect(next).toEqual({ ...alice, ...expected });
  });

  it('keeps the same object when no personal field differs (no needless re-render)', () => {
    expect(withPersonalChanges(alice, { ...alice, language: 'de_DE' })).toBe(alice);
  });

  it('ignores another user', () => {
    expect(withPersonalChanges(alice, { ...alice, id: 3, realName: 'Mallory' })).toBe(alice);
  });
});
