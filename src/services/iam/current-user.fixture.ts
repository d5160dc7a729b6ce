/** A complete current user for unit tests; override what a test is about. */
import type { CurrentUser } from './current-user';

export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    loginName: 'admin',
    realName: 'Admin',
    language: 'zh_CN',
    tenantId: 0,
    tenantName: 'Platform',
    tenantNum: 'HZERO',
    organizationId: 0,
    currentRoleId: 2,
    currentRoleCode: 'administrator',
    currentRoleName: 'Administrator',
    currentRoleLevel: 'site',
    dateFormat: 'YYYY-MM-DD',
    timeFormat: 'HH:mm:ss',
    dateTimeFormat: 'YYYY-MM-DD HH:mm:ss',
    timeZone: 'GMT+8',
    ...overrides,
  };
}
