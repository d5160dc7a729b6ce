// Seed audit data (versions with field changes) and the audit documents that group entities.
// Each version belongs to the tenant of its record: Acme's tenant row and its user alice (1), a
// Globex job (2); the platform's currency and job are in audit-long.ts (0).

type Text = { zh_CN: string; en_US: string };

export interface SeedAuditVersion {
  auditDataId: number;
  /** The tenant the audited record belongs to (0: the platform's). */
  tenantId: number;
  entityCode: string;
  entityId: number;
  entityVersion: number;
  auditType: 'INSERT' | 'UPDATE' | 'DELETE';
  remark: string | null;
  lastUpdatedByName: string;
  lastUpdateDate: string;
  /** [fieldCode, fieldName, old value, new value] */
  lines: [string, Text, string | null, string | null][];
}

export const AUDIT_TYPE_MEANINGS: Record<SeedAuditVersion['auditType'], Text> = {
  INSERT: { zh_CN: '新增', en_US: 'Create' },
  UPDATE: { zh_CN: '更新', en_US: 'Update' },
  DELETE: { zh_CN: '删除', en_US: 'Delete' },
};

const TENANT_NAME: Text = { zh_CN: '租户名称', en_US: 'Tenant name' };
const TENANT_NUM: Text = { zh_CN: '租户编码', en_US: 'Tenant code' };
const ENABLED: Text = { zh_CN: '启用', en_US: 'Enabled' };
const LIMIT_USER: Text = { zh_CN: '用户数上限', en_US: 'User limit' };
const CRON: Text = { zh_CN: 'Cron 表达式', en_US: 'Cron expression' };
const PRIORITY: Text = { zh_CN: '优先级', en_US: 'Priority' };
const REAL_NAME: Text = { zh_CN: '姓名', en_US: 'Name' };
const EMAIL: Text = { zh_CN: '邮箱', en_US: 'Email' };

export const seedAuditVersions: SeedAuditVersion[] = [
  {
    auditDataId: 1,
    tenantId: 1,
    entityCode: 'HPFM.TENANT',
    entityId: 1,
    entityVersion: 1,
    auditType: 'INSERT',
    remark: null,
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-01-08 10:12:30',
    lines: [
      ['tenantNum', TENANT_NUM, null, 'ACME'],
      ['tenantName', TENANT_NAME, null, 'Acme'],
      ['enabledFlag', ENABLED, null, '1'],
      ['limitUserQty', LIMIT_USER, null, '50'],
    ],
  },
  {
    auditDataId: 2,
    tenantId: 1,
    entityCode: 'HPFM.TENANT',
    entityId: 1,
    entityVersion: 2,
    auditType: 'UPDATE',
    remark: 'Full legal name',
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-02-14 16:40:05',
    lines: [['tenantName', TENANT_NAME, 'Acme', 'Acme Property']],
  },
  {
    auditDataId: 3,
    tenantId: 1,
    entityCode: 'HPFM.TENANT',
    entityId: 1,
    entityVersion: 3,
    auditType: 'UPDATE',
    remark: null,
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-03-02 09:05:44',
    lines: [['limitUserQty', LIMIT_USER, '50', '200']],
  },
  {
    auditDataId: 4,
    tenantId: 1,
    entityCode: 'HPFM.TENANT',
    entityId: 1,
    entityVersion: 4,
    auditType: 'UPDATE',
    remark: 'Suspended for billing',
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-04-20 18:22:10',
    lines: [['enabledFlag', ENABLED, '1', '0']],
  },
  {
    auditDataId: 5,
    tenantId: 1,
    entityCode: 'HPFM.TENANT',
    entityId: 1,
    entityVersion: 5,
    auditType: 'UPDATE',
    remark: 'Reactivated',
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-04-22 08:00:00',
    lines: [
      ['enabledFlag', ENABLED, '0', '1'],
      ['limitUserQty', LIMIT_USER, '200', '300'],
    ],
  },
  {
    auditDataId: 6,
    tenantId: 1,
    entityCode: 'HIAM.USER',
    entityId: 2,
    entityVersion: 1,
    auditType: 'INSERT',
    remark: null,
    lastUpdatedByName: '管理员',
    lastUpdateDate: '2024-01-09 11:00:00',
    lines: [
      ['realName', REAL_NAME, null, 'Alice'],
      ['email', EMAIL, null, 'alice@acme.example'],
    ],
  },
  {
    auditDataId: 7,
    tenantId: 1,
    entityCode: 'HIAM.USER',
    entityId: 2,
    entityVersion: 2,
    auditType: 'UPDATE',
    remark: null,
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-03-15 14:30:00',
    lines: [['realName', REAL_NAME, 'Alice', 'Alice Chen']],
  },
  {
    auditDataId: 13,
    tenantId: 2,
    entityCode: 'HSDR.JOB_INFO',
    entityId: 2001,
    entityVersion: 1,
    auditType: 'INSERT',
    remark: null,
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-02-20 16:00:00',
    lines: [
      ['jobCode', { zh_CN: '任务编码', en_US: 'Job code' }, null, 'GLOBEX.MRP_RUN'],
      ['cron', CRON, null, '0 0 22 * * ?'],
      ['jobPriority', PRIORITY, null, '80'],
    ],
  },
  {
    auditDataId: 14,
    tenantId: 2,
    entityCode: 'HSDR.JOB_INFO',
    entityId: 2001,
    entityVersion: 2,
    auditType: 'UPDATE',
    remark: 'Weekdays only',
    lastUpdatedByName: 'Alice Chen',
    lastUpdateDate: '2024-03-20 09:10:00',
    lines: [
      ['cron', CRON, '0 0 22 * * ?', '0 0 22 ? * MON-FRI'],
      ['jobPriority', PRIORITY, '80', '95'],
    ],
  },
];

export interface SeedAuditDocument {
  auditDocumentId: number;
  documentCode: string;
  documentName: Text;
  /** Front-end route of the page that shows the document's records. */
  route: string;
  entities: { entityCode: string; entityName: Text }[];
}

export const seedAuditDocuments: SeedAuditDocument[] = [
  {
    auditDocumentId: 1,
    documentCode: 'HPFM.TENANT',
    documentName: { zh_CN: '租户', en_US: 'Tenant' },
    route: '/hpfm/tenants',
    entities: [{ entityCode: 'HPFM.TENANT', entityName: { zh_CN: '租户', en_US: 'Tenant' } }],
  },
  {
    auditDocumentId: 2,
    documentCode: 'HIAM.USER',
    documentName: { zh_CN: '用户', en_US: 'User' },
    route: '/hiam/sub-account-org',
    entities: [{ entityCode: 'HIAM.USER', entityName: { zh_CN: '用户', en_US: 'User' } }],
  },
];
