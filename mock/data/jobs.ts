// Scheduled jobs of the scheduler pages (/hsdr/job-info, /hsdr/job-log), per organisation: 25 for
// the platform (0), 5 for ACME (1), 6 for GLOBEX (2), across every status; and when their runs
// happened, relative to the gateway clock (today, yesterday, the last week, older), so the log
// page's recent-date rendering has something to show. mock/server/admin/job-store.ts builds the
// records at every reset.
import { t, type Texts } from './lov-types';

export type SeedJobStatus = 'NEW' | 'RUNNING' | 'PAUSE' | 'COMPLETE' | 'ERROR';
export type SeedJobResult = 'SUCCESS' | 'FAILED' | 'RUNNING' | 'PART' | 'UNEXECUTE';

export interface SeedJob {
  jobId: number;
  tenantId: number;
  jobCode: string;
  description: Texts;
  jobStatus: SeedJobStatus;
  cron: string;
  jobPriority: number;
  executorName: string;
  /** The handler the executor runs, named after the code (cleanTempFilesHandler). */
  jobHandler: string;
  /** The schedule started this many days ago (at midnight). */
  startedDaysAgo: number;
  /** COMPLETE jobs ended this many days ago (at midnight); the others have no end. */
  endedDaysAgo: number | null;
}

type JobRow = [
  code: string,
  zh_CN: string,
  en_US: string,
  status: SeedJobStatus,
  cron: string,
  priority: number,
];

const PLATFORM_JOBS: JobRow[] = [
  ['HPFM.CLEAN_TEMP_FILES', '清理临时文件', 'Clean temporary files', 'RUNNING', '0 0 2 * * ?', 50],
  [
    'HMSG.RETRY_FAILED_MESSAGES',
    '重发失败消息',
    'Resend failed messages',
    'RUNNING',
    '0 0/10 * * * ?',
    70,
  ],
  [
    'HIAM.SYNC_LDAP_USERS',
    '同步 LDAP 用户',
    'Synchronise LDAP users',
    'RUNNING',
    '0 30 1 * * ?',
    60,
  ],
  [
    'HPFM.EXCHANGE_RATE_SYNC',
    '同步汇率',
    'Synchronise exchange rates',
    'RUNNING',
    '0 0 9 ? * MON-FRI',
    80,
  ],
  ['HMNT.AUDIT_ARCHIVE', '审计数据归档', 'Archive audit data', 'PAUSE', '0 0 3 1 * ?', 30],
  ['HFLE.ORPHAN_FILE_SCAN', '扫描孤立文件', 'Scan orphan files', 'PAUSE', '0 0 4 ? * SUN', 20],
  [
    'HRPT.DAILY_REPORT_CACHE',
    '预生成日报',
    'Pre-build daily reports',
    'RUNNING',
    '0 0 6 * * ?',
    65,
  ],
  [
    'HWFL.TIMEOUT_REMINDER',
    '审批超时提醒',
    'Approval timeout reminders',
    'RUNNING',
    '0 0 8-18 ? * MON-FRI',
    90,
  ],
  [
    'HIAM.PASSWORD_EXPIRY_NOTICE',
    '密码过期提醒',
    'Password expiry notices',
    'RUNNING',
    '0 0 10 * * ?',
    40,
  ],
  ['HPFM.CACHE_WARMUP', '缓存预热', 'Warm up caches', 'COMPLETE', '0 0 5 * * ? 2024', 35],
  [
    'HMSG.NOTICE_PUBLISH',
    '定时发布公告',
    'Publish scheduled notices',
    'RUNNING',
    '0 * * * * ?',
    75,
  ],
  [
    'HITF.INTERFACE_LOG_CLEAN',
    '清理接口日志',
    'Clean interface logs',
    'RUNNING',
    '0 15 0 * * ?',
    25,
  ],
  [
    'HIMP.IMPORT_TEMP_CLEAN',
    '清理导入临时数据',
    'Clean import staging data',
    'NEW',
    '0 45 0 * * ?',
    30,
  ],
  ['HSDR.LOG_CLEAN', '清理调度日志', 'Clean scheduler logs', 'NEW', '0 0 1 ? * SAT', 10],
  [
    'HIAM.ROLE_EXPIRY',
    '角色到期回收',
    'Revoke expired role assignments',
    'ERROR',
    '0 5 0 * * ?',
    85,
  ],
  [
    'HPFM.DATA_HIERARCHY_REFRESH',
    '刷新数据层级',
    'Refresh data hierarchies',
    'RUNNING',
    '0 0/30 * * * ?',
    55,
  ],
  [
    'HMNT.ONLINE_USER_STATS',
    '在线用户统计',
    'Online user statistics',
    'RUNNING',
    '0 0/5 * * * ?',
    45,
  ],
  ['HRPT.MONTH_END_REPORT', '月结报表', 'Month-end report', 'PAUSE', '0 0 2 L * ?', 95],
  [
    'HFLE.STORAGE_USAGE',
    '统计存储用量',
    'Storage usage statistics',
    'COMPLETE',
    '0 0 23 31 12 ? 2024',
    15,
  ],
  ['HWFL.PROCESS_ARCHIVE', '流程归档', 'Archive finished processes', 'ERROR', '0 0 2 ? * SUN', 60],
  ['HMSG.EMAIL_QUEUE', '邮件发送队列', 'Email queue', 'RUNNING', '0/30 * * * * ?', 100],
  ['HPFM.HOLIDAY_IMPORT', '导入节假日', 'Import public holidays', 'NEW', '0 0 0 1 1 ?', 15],
  [
    'HIAM.INACTIVE_USER_LOCK',
    '锁定长期未登录用户',
    'Lock long-inactive users',
    'NEW',
    '0 0 3 ? * MON',
    50,
  ],
  ['HPFM.UNIT_SYNC', '同步组织架构', 'Synchronise organisation units', 'PAUSE', '0 20 2 * * ?', 70],
  [
    'HSDR.EXECUTOR_HEALTH',
    '执行器健康检查',
    'Executor health check',
    'RUNNING',
    '0 0/1 * * * ?',
    0,
  ],
];

/** Report runs by the hour: enough platform jobs that a page of 50 holds over 200 actions. */
const REPORT_JOBS: JobRow[] = Array.from({ length: 20 }, (_unused, index) => {
  const number = String(index + 1).padStart(2, '0');
  return [
    `HRPT.REPORT_${number}`,
    `报表生成 ${number}`,
    `Report run ${number}`,
    'RUNNING',
    `0 ${index * 3} 4 * * ?`,
    20 + index * 3,
  ];
});

const ACME_JOBS: JobRow[] = [
  ['ACME.BILL_GENERATE', '生成月度账单', 'Generate monthly bills', 'RUNNING', '0 0 1 1 * ?', 90],
  ['ACME.LATE_FEE', '计算滞纳金', 'Calculate late fees', 'RUNNING', '0 30 2 * * ?', 70],
  [
    'ACME.REPAIR_REMINDER',
    '报修超时提醒',
    'Overdue repair reminders',
    'PAUSE',
    '0 0 9,15 * * ?',
    40,
  ],
  ['ACME.METER_IMPORT', '导入抄表数据', 'Import meter readings', 'NEW', '0 0 6 5 * ?', 50],
  [
    'ACME.WUYE_SYNC',
    '同步物业系统',
    'Synchronise the property system',
    'ERROR',
    '0 0/15 * * * ?',
    60,
  ],
];

const GLOBEX_JOBS: JobRow[] = [
  ['GLOBEX.MRP_RUN', 'MRP 运算', 'MRP run', 'RUNNING', '0 0 22 ? * MON-FRI', 95],
  [
    'GLOBEX.WORK_ORDER_CLOSE',
    '关闭完工工单',
    'Close finished work orders',
    'RUNNING',
    '0 0 23 * * ?',
    60,
  ],
  ['GLOBEX.DAILY_OUTPUT', '产量日报', 'Daily output report', 'RUNNING', '0 30 7 * * ?', 45],
  ['GLOBEX.BOM_CHECK', 'BOM 一致性检查', 'BOM consistency check', 'PAUSE', '0 0 3 ? * SAT', 20],
  ['GLOBEX.PLAN_RELEASE', '发布周计划', 'Release the weekly plan', 'NEW', '0 0 18 ? * FRI', 75],
  ['GLOBEX.MES_SYNC', '同步 MES 报工', 'Synchronise MES reports', 'ERROR', '0 0/10 * * * ?', 80],
];

const handlerOf = (code: string): string =>
  code
    .split('.')[1]
    .toLowerCase()
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) + 'Handler';

function jobs(tenantId: number, executors: string[], rows: JobRow[]): SeedJob[] {
  return rows.map(([jobCode, zh, en, jobStatus, cron, jobPriority], index) => ({
    jobId: tenantId * 1000 + index + 1,
    tenantId,
    jobCode,
    description: t(zh, en),
    jobStatus,
    cron,
    jobPriority,
    executorName: executors[index % executors.length],
    jobHandler: handlerOf(jobCode),
    startedDaysAgo: 90 + index * 3,
    endedDaysAgo: jobStatus === 'COMPLETE' ? 5 + index : null,
  }));
}

/** Job ids: `tenantId * 1000 + 1, 2, …` (1–45 for the platform, 1001–1005, 2001–2006). */
export const seedJobs: SeedJob[] = [
  ...jobs(0, ['hsdr-executor-a', 'hsdr-executor-b'], [...PLATFORM_JOBS, ...REPORT_JOBS]),
  ...jobs(1, ['acme-executor'], ACME_JOBS),
  ...jobs(2, ['globex-executor-1', 'globex-executor-2'], GLOBEX_JOBS),
];

/** One past run: which job, when (days before today, at hh:mm), how long, how it ended. */
export interface SeedJobRun {
  jobCode: string;
  daysAgo: number;
  at: string;
  seconds: number;
  result: SeedJobResult;
  /** Records handled (and failed, for PART). */
  records: number;
  failedRecords?: number;
}

type RunRow = [code: string, daysAgo: number, at: string, result: SeedJobResult, records?: number];

const run = ([jobCode, daysAgo, at, result, records = 120]: RunRow, index: number): SeedJobRun => ({
  jobCode,
  daysAgo,
  at,
  seconds: 3 + ((index * 7) % 50),
  result,
  records,
  failedRecords: result === 'PART' ? Math.ceil(records / 10) : undefined,
});

/**
 * The runs of every organisation's jobs. Today's runs keep to before "now" (see daysAgoAt in
 * mock/server/work/dates.ts); a RUNNING run has no end yet.
 */
export const seedJobRuns: SeedJobRun[] = (
  [
    // platform: today, yesterday, the last week, older
    ['HSDR.EXECUTOR_HEALTH', 0, '00:01', 'SUCCESS', 3],
    ['HPFM.CLEAN_TEMP_FILES', 0, '02:00', 'SUCCESS', 418],
    ['HMSG.RETRY_FAILED_MESSAGES', 0, '06:10', 'PART', 40],
    ['HMSG.EMAIL_QUEUE', 0, '08:00', 'RUNNING', 0],
    ['HIAM.SYNC_LDAP_USERS', 1, '01:30', 'SUCCESS', 1375],
    ['HIAM.ROLE_EXPIRY', 1, '00:05', 'FAILED', 0],
    ['HRPT.DAILY_REPORT_CACHE', 1, '06:00', 'SUCCESS', 36],
    ['HPFM.EXCHANGE_RATE_SYNC', 1, '09:00', 'SUCCESS', 168],
    ['HWFL.TIMEOUT_REMINDER', 1, '15:00', 'SUCCESS', 12],
    ['HPFM.CLEAN_TEMP_FILES', 2, '02:00', 'SUCCESS', 390],
    ['HWFL.PROCESS_ARCHIVE', 2, '02:00', 'FAILED', 0],
    ['HITF.INTERFACE_LOG_CLEAN', 3, '00:15', 'SUCCESS', 20480],
    ['HPFM.UNIT_SYNC', 3, '02:20', 'UNEXECUTE', 0],
    ['HIAM.PASSWORD_EXPIRY_NOTICE', 4, '10:00', 'SUCCESS', 7],
    ['HMNT.ONLINE_USER_STATS', 5, '16:25', 'SUCCESS', 1],
    ['HPFM.DATA_HIERARCHY_REFRESH', 6, '11:30', 'PART', 60],
    ['HFLE.ORPHAN_FILE_SCAN', 9, '04:00', 'SUCCESS', 2210],
    ['HMNT.AUDIT_ARCHIVE', 14, '03:00', 'SUCCESS', 98000],
    ['HFLE.STORAGE_USAGE', 25, '23:00', 'SUCCESS', 17],
    ['HRPT.MONTH_END_REPORT', 35, '02:00', 'SUCCESS', 54],
    ['HPFM.CACHE_WARMUP', 60, '05:00', 'SUCCESS', 9],
    // ACME
    ['ACME.LATE_FEE', 0, '02:30', 'SUCCESS', 86],
    ['ACME.WUYE_SYNC', 0, '07:45', 'FAILED', 0],
    ['ACME.LATE_FEE', 1, '02:30', 'SUCCESS', 91],
    ['ACME.REPAIR_REMINDER', 4, '15:00', 'SUCCESS', 5],
    ['ACME.BILL_GENERATE', 12, '01:00', 'PART', 1200],
    // GLOBEX
    ['GLOBEX.DAILY_OUTPUT', 0, '07:30', 'SUCCESS', 48],
    ['GLOBEX.MES_SYNC', 0, '05:10', 'FAILED', 0],
    ['GLOBEX.MRP_RUN', 1, '22:00', 'SUCCESS', 3520],
    ['GLOBEX.WORK_ORDER_CLOSE', 1, '23:00', 'SUCCESS', 64],
    ['GLOBEX.DAILY_OUTPUT', 2, '07:30', 'SUCCESS', 51],
    ['GLOBEX.BOM_CHECK', 6, '03:00', 'PART', 800],
    ['GLOBEX.MRP_RUN', 15, '22:00', 'SUCCESS', 3388],
  ] as RunRow[]
).map(run);

/** What a run's log says, per result, in both languages. */
export function runTexts(
  result: SeedJobResult,
  records: number,
  failedRecords = 0,
  seconds = 0,
): { header: Texts; message: Texts | null } {
  switch (result) {
    case 'SUCCESS':
      return {
        header: t('执行成功', 'Run succeeded'),
        message: t(
          `处理 ${records} 条记录，用时 ${seconds} 秒`,
          `Processed ${records} records in ${seconds} s`,
        ),
      };
    case 'PART':
      return {
        header: t('部分成功', 'Partly succeeded'),
        message: t(
          `处理 ${records} 条记录，其中 ${failedRecords} 条失败`,
          `Processed ${records} records, ${failedRecords} failed`,
        ),
      };
    case 'FAILED':
      return {
        header: t('执行失败', 'Run failed'),
        message: t(
          '连接超时：下游服务 30 秒内无响应',
          'Connection timed out: the downstream service did not answer within 30 s',
        ),
      };
    case 'UNEXECUTE':
      return {
        header: t('未执行', 'Not executed'),
        message: t('没有可用的执行器', 'No executor was available'),
      };
    default:
      return { header: t('执行中', 'Running'), message: null };
  }
}
