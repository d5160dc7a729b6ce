// More seed audit data, the platform's (tenant 0): a currency whose short fields change over
// three versions, and a scheduled job whose description (several lines of text) and parameters
// (JSON kept on one line, as a database column holds it) change, so the diff view has long values
// to compare line by line.
import type { SeedAuditDocument, SeedAuditVersion } from './audit';

const CURRENCY_NAME = { zh_CN: '币种名称', en_US: 'Currency name' };
const CURRENCY_SYMBOL = { zh_CN: '货币符号', en_US: 'Symbol' };
const FINANCIAL_PRECISION = { zh_CN: '财务精度', en_US: 'Financial precision' };
const ENABLED = { zh_CN: '启用', en_US: 'Enabled' };
const JOB_CODE = { zh_CN: '任务编码', en_US: 'Job code' };
const CRON = { zh_CN: 'Cron 表达式', en_US: 'Cron expression' };
const DESCRIPTION = { zh_CN: '描述', en_US: 'Description' };
const JOB_PARAM = { zh_CN: '任务参数', en_US: 'Job parameters' };

const params = (value: object) => JSON.stringify(value);

const PARAMS_V1 = params({
  batchSize: 200,
  tenants: ['ACME', 'GLOBEX'],
  remind: { afterHours: 24, channels: ['EMAIL'] },
  dryRun: false,
});
const PARAMS_V2 = params({
  batchSize: 500,
  tenants: ['ACME', 'GLOBEX'],
  remind: { afterHours: 12, channels: ['EMAIL', 'SMS'] },
  dryRun: false,
});

const DESCRIPTION_V1 = [
  'Reminds approvers of tasks waiting too long.',
  'Runs every hour on the platform executor.',
  'Owner: workflow team.',
].join('\n');
const DESCRIPTION_V2 = [
  'Reminds approvers of tasks waiting too long.',
  'Runs every 30 minutes on the platform executor.',
  'Owner: workflow team.',
  'Escalates to the unit manager after the second reminder.',
].join('\n');

export const longAuditVersions: SeedAuditVersion[] = [
  {
    auditDataId: 8,
    tenantId: 0,
    entityCode: 'HPFM.CURRENCY',
    entityId: 2,
    entityVersion: 1,
    auditType: 'INSERT',
    remark: null,
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-01-05 09:30:00',
    lines: [
      ['currencyName', CURRENCY_NAME, null, 'US Dollar'],
      ['currencySymbol', CURRENCY_SYMBOL, null, '$'],
      ['financialPrecision', FINANCIAL_PRECISION, null, '2'],
      ['enabledFlag', ENABLED, null, '1'],
    ],
  },
  {
    auditDataId: 9,
    tenantId: 0,
    entityCode: 'HPFM.CURRENCY',
    entityId: 2,
    entityVersion: 2,
    auditType: 'UPDATE',
    remark: 'Tell it from other dollars',
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-02-01 10:00:00',
    lines: [['currencySymbol', CURRENCY_SYMBOL, '$', 'US$']],
  },
  {
    auditDataId: 10,
    tenantId: 0,
    entityCode: 'HPFM.CURRENCY',
    entityId: 2,
    entityVersion: 3,
    auditType: 'UPDATE',
    remark: 'ISO name',
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-03-10 15:20:00',
    lines: [['currencyName', CURRENCY_NAME, 'US Dollar', 'United States Dollar']],
  },
  {
    auditDataId: 11,
    tenantId: 0,
    entityCode: 'HSDR.JOB_INFO',
    entityId: 3,
    entityVersion: 1,
    auditType: 'INSERT',
    remark: null,
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-01-20 08:00:00',
    lines: [
      ['jobCode', JOB_CODE, null, 'HWFL.TIMEOUT_REMINDER'],
      ['cron', CRON, null, '0 0 * * * ?'],
      ['description', DESCRIPTION, null, DESCRIPTION_V1],
      ['jobParam', JOB_PARAM, null, PARAMS_V1],
    ],
  },
  {
    auditDataId: 12,
    tenantId: 0,
    entityCode: 'HSDR.JOB_INFO',
    entityId: 3,
    entityVersion: 2,
    auditType: 'UPDATE',
    remark: 'Remind sooner, by SMS too',
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-04-02 11:45:00',
    lines: [
      ['cron', CRON, '0 0 * * * ?', '0 0/30 * * * ?'],
      ['description', DESCRIPTION, DESCRIPTION_V1, DESCRIPTION_V2],
      ['jobParam', JOB_PARAM, PARAMS_V1, PARAMS_V2],
    ],
  },
];

export const longAuditDocuments: SeedAuditDocument[] = [
  {
    auditDocumentId: 3,
    documentCode: 'HPFM.CURRENCY',
    documentName: { zh_CN: '币种', en_US: 'Currency' },
    route: '/hpfm/currency',
    entities: [{ entityCode: 'HPFM.CURRENCY', entityName: { zh_CN: '币种', en_US: 'Currency' } }],
  },
  {
    auditDocumentId: 4,
    documentCode: 'HSDR.JOB_INFO',
    documentName: { zh_CN: '调度任务', en_US: 'Scheduled job' },
    route: '/hsdr/job-info',
    entities: [
      { entityCode: 'HSDR.JOB_INFO', entityName: { zh_CN: '调度任务', en_US: 'Scheduled job' } },
    ],
  },
];
