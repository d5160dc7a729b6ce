// Lookups (LOV): independent value sets (IDP) answered by /hpfm/v1/lovs/value and data LOVs whose
// rows come from the mock's directory (tenants, users, countries), answered by /hpfm/v1/lovs/data.
// Each LOV with a view can be shown as a lookup dialog (/hpfm/v1/lov-view/info). The value sets
// seed the gateway state (mock/server/admin/value-set-store.ts): the lookups answer what the value
// set pages saved since the last reset.
import { APPROVAL_ACTIONS, type ApprovalAction } from '../../src/services/workflow/types';
import { seedCountries } from './countries';
import { seedLanguages } from './languages';
import {
  t,
  type DataRow,
  type SeedDataLov,
  type SeedLov,
  type SeedLovValue,
  type SeedValueSet,
  type Texts,
} from './lov-types';
import { seedTenants } from './tenants';
import { seedUsers } from './users';
import { platformValueSets, tenantValueSets, urlLookups } from './value-sets';

export type { DataRow, SeedDataLov, SeedLov, SeedLovValue, SeedValueSet, Texts };

export interface SeedLovView {
  viewCode: string;
  lovCode: string;
  name: Texts;
  pageSize: number;
  queryFields: { field: string; label: Texts; dataType: 'STRING' | 'NUMBER' | 'SELECT' }[];
  tableFields: { title: Texts; dataIndex: string; width: number }[];
}

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
  {
    lovCode: 'HPFM.COUNTRY',
    lovType: 'SQL',
    name: t('国家/地区', 'Country or region'),
    description: t('币种定义选择国家/地区', 'Countries for the currency definitions'),
    valueField: 'countryId',
    displayField: 'countryName',
    tenantScoped: false,
    rows: (lang) =>
      seedCountries.map((country) => ({
        countryId: country.countryId,
        countryCode: country.countryCode,
        countryName: country.name[lang],
        enabledFlag: 1,
      })),
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
  {
    viewCode: 'HPFM.COUNTRY',
    lovCode: 'HPFM.COUNTRY',
    name: t('选择国家/地区', 'Select a country or region'),
    pageSize: 10,
    queryFields: [
      { field: 'countryCode', label: t('国家/地区代码', 'Country code'), dataType: 'STRING' },
      { field: 'countryName', label: t('国家/地区名称', 'Country name'), dataType: 'STRING' },
    ],
    tableFields: [
      { title: t('国家/地区代码', 'Country code'), dataIndex: 'countryCode', width: 150 },
      { title: t('国家/地区名称', 'Country name'), dataIndex: 'countryName', width: 250 },
    ],
  },
];

/** Every lookup header in the order the value set pages list them (lovId 1, 2, …). */
export const seedLovs: SeedLov[] = [
  ...valueSets,
  ...dataLovs,
  ...platformValueSets,
  ...urlLookups,
  ...tenantValueSets,
];

export function findDataLov(lovCode: string): SeedDataLov | undefined {
  return dataLovs.find((lov) => lov.lovCode === lovCode);
}
