/**
 * Tenant Initialisation as a resource: the log of initialisations (newest first, with status and
 * duration), searched by tenant number and status. Its dialog creates a tenant and starts its
 * initialisation with the chosen user as administrator; Progress shows a run's steps and Retry
 * runs a failed one again. The page is told which run to follow (`follow`).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  TenantInitLogDto,
  TenantInitQuery,
} from '@polaris/core/services/platform/tenant-admin-types';
import { AdminUserSelect } from './AdminUserSelect';
import { fetchInitLogs } from './api/fetch-init-logs';
import { retryInit } from './api/retry-init';
import { startInit } from './api/start-init';
import { formatDuration, initStatus } from './init-status';
import { INIT_LOGS_KEY, RETRY_CODE } from './InitProgress';

export interface InitValues {
  tenantNum: string;
  tenantName: string;
  adminUserId: number | undefined;
  limitUserQty: number | null;
}

export const START_CODE = 'hpfm.tenant-init.button.create';
const TENANT_NUM = /^\s*[A-Z0-9][A-Z0-9_-]*\s*$/;
const STATUSES = ['RUNNING', 'SUCCESS', 'FAILED'];

export function tenantInitResource(follow: (initLogId: number) => void) {
  return defineResource<TenantInitLogDto, TenantInitQuery, InitValues>({
    key: INIT_LOGS_KEY,
    alsoChanges: [['hpfm', 'tenants']],
    texts: 'hpfm.tenantInit',
    endpoint: fetchInitLogs,
    rowKey: 'initLogId',
    search: [
      { name: 'tenantNum', span: 6 },
      {
        name: 'status',
        kind: 'select',
        span: 6,
        options: (t) =>
          STATUSES.map((status) => ({
            value: status,
            label: t(`hpfm.tenantInit.status.${status}`),
          })),
      },
    ],
    columns: [
      { field: 'tenantNum', width: 130, kind: 'code' },
      { field: 'tenantName', width: 180 },
      { field: 'adminLoginName', width: 120 },
      { field: 'status', width: 110, kind: 'status', status: initStatus },
      { field: 'startTime', width: 170, kind: 'dateTime', sort: true },
      {
        field: 'duration',
        width: 100,
        align: 'right',
        render: (ms: number | null) => formatDuration(ms),
      },
      { field: 'retries', width: 90, kind: 'number' },
    ],
    actions: [
      { key: 'progress', quiet: true, run: (run) => follow(run.initLogId) },
      {
        key: 'retry',
        permission: RETRY_CODE,
        when: (run) => run.status === 'FAILED',
        run: async (run) => {
          await retryInit(run.initLogId);
          follow(run.initLogId);
        },
      },
    ],
    form: {
      createTitle: 'hpfm.tenantInit.create.title',
      createPermission: START_CODE,
      editTitle: 'hpfm.tenantInit.create.title',
      fields: [
        {
          name: 'tenantNum',
          required: true,
          maxLength: 30,
          pattern: TENANT_NUM,
          message: 'hpfm.tenantInit.error.num',
        },
        { name: 'tenantName', required: true, maxLength: 120 },
        {
          name: 'adminUserId',
          kind: 'custom',
          required: true,
          render: () => <AdminUserSelect />,
        },
        { name: 'limitUserQty', kind: 'number', min: 1, max: 100_000, precision: 0 },
      ],
      initial: () => ({
        tenantNum: '',
        tenantName: '',
        adminUserId: undefined,
        limitUserQty: null,
      }),
      save: async (values) => {
        const run = await startInit({
          tenantNum: values.tenantNum.trim(),
          tenantName: values.tenantName.trim(),
          adminUserId: values.adminUserId as number,
          limitUserQty: values.limitUserQty ?? null,
        });
        follow(run.initLogId);
        return run;
      },
    },
  });
}
