// Wire rows of Tenant Information and Tenant Initialisation (src/services/platform/
// tenant-admin-types.ts) from the tenant directory and the runs, in the caller's language.
import type {
  TenantInfoDto,
  TenantInitLogDto,
  TenantInitStepDto,
} from '../../../src/services/platform/tenant-admin-types';
import type { Accounts } from '../accounts';
import type { StoredTenant } from '../tenant-directory';
import type { LanguageCode, Sent } from '../types';
import { formatDateTime } from '../work/dates';
import { runStatus, type RunStatus, type StepStatus, type StoredRun } from './tenant-init-store';

export type TenantRow = Sent<TenantInfoDto, { enabledFlag: 0 | 1 }>;
export type InitStepRow = Sent<TenantInitStepDto, { status: StepStatus }>;
export type InitLogRow = Sent<TenantInitLogDto, { status: RunStatus; steps: InitStepRow[] }>;

const timeOrNull = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

/** How many users hold a role of the tenant. */
export function userCountOf(accounts: Accounts, tenantId: number): number {
  return accounts
    .allUsers()
    .filter((user) =>
      user.memberships.some(
        (membership) => accounts.role(membership.roleId)?.tenantId === tenantId,
      ),
    ).length;
}

export const tenantRow = (accounts: Accounts, tenant: StoredTenant): TenantRow => ({
  tenantId: tenant.id,
  tenantNum: tenant.num,
  tenantName: tenant.name,
  enabledFlag: tenant.enabledFlag,
  limitUserQty: tenant.limitUserQty,
  userCount: userCountOf(accounts, tenant.id),
  contactName: tenant.contactName,
  contactEmail: tenant.contactEmail,
  creationDate: tenant.creationDate,
  objectVersionNumber: tenant.objectVersionNumber,
});

export function initLogRow(accounts: Accounts, run: StoredRun, lang: LanguageCode): InitLogRow {
  const tenant = accounts.tenant(run.tenantId);
  return {
    initLogId: run.runId,
    tenantId: tenant.id,
    tenantNum: tenant.num,
    tenantName: tenant.name,
    adminUserId: run.adminUserId,
    adminLoginName: accounts.user(run.adminUserId).loginName,
    status: runStatus(run),
    startTime: formatDateTime(run.startedAt),
    endTime: timeOrNull(run.endedAt),
    duration: run.endedAt === null ? null : run.endedAt - run.startedAt,
    retries: run.retries,
    steps: run.steps.map((step) => ({
      stepCode: step.code,
      status: step.status,
      startTime: timeOrNull(step.startedAt),
      endTime: timeOrNull(step.endedAt),
      message: step.failure ? step.failure[lang] : null,
    })),
  };
}
