// Lookups (LOV): independent value sets (IDP) answered by /hpfm/v1/lovs/value and data LOVs whose
// rows come from the mock's directory (tenants, users), answered by /hpfm/v1/lovs/data. Each LOV
// with a view can be shown as a lookup dialog (/hpfm/v1/lov-view/info).
import { APPROVAL_ACTIONS, type ApprovalAction } from '../../src/services/workflow/types';
import { seedLanguages } from './languages';
import { seedTenants } from './tenants';
import { seedUsers } from './users';

export interface Texts {
  zh_CN: string;
  en_US: string;
}

export interface SeedLovValue {
  value: string;
  meaning: Texts;
  tag?: string;
}

export interface SeedValueSet {
  lovCode: string;
  lovType: 'IDP';
  name: Texts;
  /** Values in display order; orderSeq is 10, 20, … */
  values: SeedLovValue[];
}

export type DataRow = Record<string, string | number | null>;

export interface SeedDataLov {
  lovCode: string;
  lovType: 'SQL';
  name: Texts;
  valueField: string;
  displayField: string;
  /** Tenant-level rows are filtered by the organisation in the path; site rows are not. */
  tenantScoped: boolean;
  rows: DataRow[];
}

export type SeedLov = SeedValueSet | SeedDataLov;

export interface SeedLovView {
  viewCode: string;
  lovCode: string;
  name: Texts;
  pageSize: number;
  queryFields: { field: string; label: Texts; dataType: 'STRING' | 'NUMBER' | 'SELECT' }[];
  tableFields: { title: Texts; dataIndex: string; width: number }[];
}

const t = (zh_CN: string, en_US: string): Texts => ({ zh_CN, en_US });

/** HWFL.APPROVE_ACTION: every action kind of the workflow contract, in its order. */
const approvalActionValues: Record<ApprovalAction, Omit<SeedLovValue, 'value'>> = {
  Approved: { meaning: t('同意', 'Approved'), tag: 'green' },
  Rejected: { meaning: t('拒绝', 'Rejected'), tag: 'red' },
  AddSign: { meaning: t('加签', 'Add signer'), tag: 'blue' },
  ApproveAndAddSign: { meaning: t('同意并加签', 'Approve and add signer'), tag: 'blue' },
  Delegate: { meaning: t('转交', 'Delegated'), tag: 'blue' },
  Jump: { meaning: t('驳回', 'Sent back'), tag: 'orange' },
  Recall: { meaning: t('撤回', 'Recalled'), tag: 'orange' },
  Revoke: { meaning: t('撤销', 'Revoked'), tag: 'orange' },
  AutoDelegate: { meaning: t('自动转交', 'Auto-delegated'), tag: 'blue' },
  CarbonCopy: { meaning: t('抄送', 'Carbon copy'), tag: 'default' },
};

export const valueSets: SeedValueSet[] = [
  {
    lovCode: 'HPFM.FLAG',
    lovType: 'IDP',
    name: t('是否标识', 'Yes/No flag'),
    values: [
      { value: '1', meaning: t('是', 'Yes') },
      { value: '0', meaning: t('否', 'No') },
    ],
  },
  {
    lovCode: 'HPFM.ENABLED_FLAG',
    lovType: 'IDP',
    name: t('启用标识', 'Enabled flag'),
    values: [
      { value: '1', meaning: t('启用', 'Enabled'), tag: 'green' },
      { value: '0', meaning: t('禁用', 'Disabled'), tag: 'red' },
    ],
  },
  {
    lovCode: 'HPFM.LANGUAGE',
    lovType: 'IDP',
    name: t('语言', 'Language'),
    // A language is named in its own language, whatever the reader's language.
    values: seedLanguages.map((language) => ({
      value: language.code,
      meaning: t(language.name, language.name),
      tag: language.description,
    })),
  },
  {
    lovCode: 'HMSG.MESSAGE_TYPE',
    lovType: 'IDP',
    name: t('消息类型', 'Message type'),
    values: [
      { value: 'MSG', meaning: t('站内消息', 'Message') },
      { value: 'NOTICE', meaning: t('通知', 'Notice') },
      { value: 'EMAIL', meaning: t('邮件', 'Email') },
      { value: 'SMS', meaning: t('短信', 'SMS') },
    ],
  },
  {
    lovCode: 'HWFL.APPROVE_ACTION',
    lovType: 'IDP',
    name: t('审批动作', 'Approval action'),
    values: APPROVAL_ACTIONS.map((value) => ({ value, ...approvalActionValues[value] })),
  },
];

// A small staff directory for the user lookup: the two sign-in accounts plus generated colleagues,
// enough rows to page through (tenant 1: 24 users, tenant 2: 12).
const GIVEN = [
  'Wei',
  'Fang',
  'Lei',
  'Min',
  'Jun',
  'Yan',
  'Hao',
  'Ling',
  'Tao',
  'Xin',
  'Bo',
  'Qing',
];
const FAMILY = ['Wang', 'Li', 'Zhang', 'Liu'];

function staff(tenantId: number, prefix: string, count: number, firstId: number): DataRow[] {
  return Array.from({ length: count }, (_, i) => {
    const realName = `${GIVEN[i % GIVEN.length]} ${FAMILY[Math.floor(i / GIVEN.length) % 4]}`;
    const loginName = `${prefix}${String(i + 1).padStart(2, '0')}`;
    return {
      id: firstId + i,
      loginName,
      realName,
      email: `${loginName}@${prefix}.example`,
      tenantId,
      enabledFlag: i % 7 === 6 ? 0 : 1,
    };
  });
}

const accounts: DataRow[] = seedUsers.map((user) => ({
  id: user.id,
  loginName: user.loginName,
  realName: user.realName,
  email: user.email,
  tenantId: user.defaultTenantId,
  enabledFlag: 1,
}));

export const directoryUsers: DataRow[] = [
  ...accounts,
  ...staff(1, 'acme', 23, 1001),
  ...staff(2, 'globex', 12, 2001),
];

export const dataLovs: SeedDataLov[] = [
  {
    lovCode: 'HPFM.TENANT',
    lovType: 'SQL',
    name: t('租户', 'Tenant'),
    valueField: 'tenantId',
    displayField: 'tenantName',
    tenantScoped: false,
    rows: seedTenants.map((tenant) => ({
      tenantId: tenant.id,
      tenantNum: tenant.num,
      tenantName: tenant.name,
      enabledFlag: 1,
    })),
  },
  {
    lovCode: 'HIAM.USER',
    lovType: 'SQL',
    name: t('用户', 'User'),
    valueField: 'id',
    displayField: 'realName',
    tenantScoped: true,
    rows: directoryUsers,
  },
];

export const lovViews: SeedLovView[] = [
  {
    viewCode: 'HPFM.TENANT',
    lovCode: 'HPFM.TENANT',
    name: t('选择租户', 'Select a tenant'),
    pageSize: 10,
    queryFields: [
      { field: 'tenantNum', label: t('租户编码', 'Tenant code'), dataType: 'STRING' },
      { field: 'tenantName', label: t('租户名称', 'Tenant name'), dataType: 'STRING' },
    ],
    tableFields: [
      { title: t('租户编码', 'Tenant code'), dataIndex: 'tenantNum', width: 150 },
      { title: t('租户名称', 'Tenant name'), dataIndex: 'tenantName', width: 250 },
    ],
  },
  {
    viewCode: 'HIAM.USER',
    lovCode: 'HIAM.USER',
    name: t('选择用户', 'Select a user'),
    pageSize: 10,
    queryFields: [
      { field: 'loginName', label: t('账号', 'Account'), dataType: 'STRING' },
      { field: 'realName', label: t('名称', 'Name'), dataType: 'STRING' },
      { field: 'enabledFlag', label: t('启用', 'Enabled'), dataType: 'SELECT' },
    ],
    tableFields: [
      { title: t('账号', 'Account'), dataIndex: 'loginName', width: 150 },
      { title: t('名称', 'Name'), dataIndex: 'realName', width: 150 },
      { title: t('邮箱', 'Email'), dataIndex: 'email', width: 220 },
    ],
  },
  {
    viewCode: 'HWFL.APPROVE_ACTION',
    lovCode: 'HWFL.APPROVE_ACTION',
    name: t('选择审批动作', 'Select an approval action'),
    pageSize: 10,
    queryFields: [{ field: 'meaning', label: t('含义', 'Meaning'), dataType: 'STRING' }],
    tableFields: [
      { title: t('值', 'Value'), dataIndex: 'value', width: 180 },
      { title: t('含义', 'Meaning'), dataIndex: 'meaning', width: 200 },
    ],
  },
];

export function findLov(lovCode: string): SeedLov | undefined {
  return [...valueSets, ...dataLovs].find((lov) => lov.lovCode === lovCode);
}
