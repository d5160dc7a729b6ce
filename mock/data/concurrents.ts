// Concurrent programs (the platform's, offered to every organisation) and the seed requests of
// each organisation, dated at every reset relative to the gateway clock.
import type { ProgramParameter } from '../../src/services/scheduler/concurrent-types';
import { t, type Texts } from './lov-types';

export interface SeedProgram {
  concurrentId: number;
  concurrentCode: string;
  concurrentName: Texts;
  executable: string;
  parameters: ProgramParameter[];
  enabledFlag: 0 | 1;
  /** How long one run takes once it starts. */
  runSeconds: number;
}

export const seedPrograms: readonly SeedProgram[] = [
  {
    concurrentId: 1,
    concurrentCode: 'HPFM.EXCHANGE_RATE_IMPORT',
    concurrentName: t('汇率导入', 'Exchange rate import'),
    executable: 'hpfm.exchangeRateImport',
    parameters: [
      { name: 'currencyCode', type: 'STRING', required: true },
      { name: 'rateDate', type: 'DATE', required: false },
    ],
    enabledFlag: 1,
    runSeconds: 3,
  },
  {
    concurrentId: 2,
    concurrentCode: 'HIAM.USER_EXPORT',
    concurrentName: t('用户导出', 'User export'),
    executable: 'hiam.userExport',
    parameters: [{ name: 'roleCode', type: 'STRING', required: false }],
    enabledFlag: 1,
    runSeconds: 4,
  },
  {
    concurrentId: 3,
    concurrentCode: 'HRPT.MONTH_END_ARCHIVE',
    concurrentName: t('月末归档', 'Month-end archive'),
    executable: 'hrpt.monthEndArchive',
    parameters: [
      { name: 'period', type: 'STRING', required: true },
      { name: 'batchSize', type: 'NUMBER', required: false },
    ],
    enabledFlag: 1,
    runSeconds: 600,
  },
  {
    concurrentId: 4,
    concurrentCode: 'HPFM.CACHE_REBUILD',
    concurrentName: t('缓存重建', 'Cache rebuild'),
    executable: 'hpfm.cacheRebuild',
    parameters: [],
    enabledFlag: 0,
    runSeconds: 2,
  },
];

export interface SeedRequest {
  tenantId: number;
  concurrentId: number;
  requestParam: Record<string, string>;
  submittedBy: string;
  /** Submitted this many minutes before the reset. */
  minutesAgo: number;
  outcome: 'SUCCESS' | 'FAILED';
}

const perTenant = (tenantId: number, submittedBy: string): SeedRequest[] => [
  {
    tenantId,
    concurrentId: 1,
    requestParam: { currencyCode: 'USD' },
    submittedBy,
    minutesAgo: 26 * 60,
    outcome: 'SUCCESS',
  },
  {
    tenantId,
    concurrentId: 2,
    requestParam: { roleCode: 'missing' },
    submittedBy,
    minutesAgo: 50 * 60,
    outcome: 'FAILED',
  },
  {
    tenantId,
    concurrentId: 3,
    requestParam: { period: '2026-10' },
    submittedBy,
    minutesAgo: 1,
    outcome: 'SUCCESS',
  },
];

/** Request ids: `tenantId * 1000 + 1, 2, 3` (3 is running for ten minutes after a reset). */
export const seedRequests: readonly SeedRequest[] = [
  ...perTenant(0, 'admin'),
  ...perTenant(1, 'alice'),
  ...perTenant(2, 'alice'),
];
