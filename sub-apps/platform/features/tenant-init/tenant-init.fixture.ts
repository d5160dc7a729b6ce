/** Initialisation runs the page tests share: `run(id, 'SUCCESS', 'RUNNING', …)` gives each step's status. */
import type { UserDto } from '@polaris/core/services/iam/identity-types';
import type { TenantInitLogDto } from '@polaris/core/services/platform/tenant-admin-types';

const CODES = ['roles', 'menus', 'settings', 'admin'];

export function run(initLogId: number, ...stepStatuses: string[]): TenantInitLogDto {
  const failed = stepStatuses.includes('FAILED');
  const done = stepStatuses.every((status) => status === 'SUCCESS');
  return {
    initLogId,
    tenantId: 3,
    tenantNum: 'INITECH',
    tenantName: 'Initech',
    adminUserId: 1,
    adminLoginName: 'admin',
    status: failed ? 'FAILED' : done ? 'SUCCESS' : 'RUNNING',
    startTime: '2026-11-27 10:00:00',
    endTime: failed || done ? '2026-11-27 10:00:04' : null,
    duration: failed || done ? 4000 : null,
    retries: 0,
    steps: CODES.map((stepCode, index) => ({
      stepCode,
      status: stepStatuses[index] ?? 'PENDING',
      startTime: null,
      endTime: null,
      message: stepStatuses[index] === 'FAILED' ? 'User alice is locked' : null,
    })),
  };
}

export const candidate = (id: number, loginName: string, realName: string): UserDto =>
  ({ id, loginName, realName }) as UserDto;
