// The value sets of the value set pages beyond the lookups the shell itself uses (lovs.ts): more
// predefined platform sets, a few lookups served from a URL, a disabled set, and each demo
// organisation's own sets. The scheduler's status and result sets give the job pages their
// meanings (mock/server/api/scheduler.ts reads them from the gateway state).
import { t, type SeedLovValue, type SeedUrlLov, type SeedValueSet } from './lov-types';

type ValueRow = [value: string, zh_CN: string, en_US: string, tag?: string];

const values = (rows: ValueRow[]): SeedLovValue[] =>
  rows.map(([value, zh, en, tag]) => ({ value, meaning: t(zh, en), ...(tag ? { tag } : {}) }));

function set(
  lovCode: string,
  name: [zh_CN: string, en_US: string],
  description: [zh_CN: string, en_US: string],
  rows: ValueRow[],
  extra: Partial<SeedValueSet> = {},
): SeedValueSet {
  return {
    lovCode,
    lovType: 'IDP',
    name: t(...name),
    description: t(...description),
    values: values(rows),
    ...extra,
  };
}

export const JOB_STATUS_LOV = 'HSDR.JOB_STATUS';
export const JOB_RESULT_LOV = 'HSDR.JOB_RESULT';

export const platformValueSets: SeedValueSet[] = [
  set(
    'HPFM.LOV_TYPE',
    ['值集类型', 'Value set type'],
    ['值集配置页的类型', 'Types of the value set page'],
    [
      ['IDP', '独立值集', 'Independent value set'],
      ['SQL', 'SQL 查询', 'Data lookup (SQL)'],
      ['URL', 'URL 查询', 'URL lookup'],
    ],
  ),
  set(
    JOB_STATUS_LOV,
    ['任务状态', 'Job status'],
    ['调度任务的状态', 'Status of a scheduled job'],
    [
      ['NEW', '新建', 'New', 'blue'],
      ['RUNNING', '运行中', 'Running', 'green'],
      ['PAUSE', '暂停', 'Paused', 'orange'],
      ['COMPLETE', '完成', 'Complete', 'default'],
      ['ERROR', '错误', 'Error', 'red'],
    ],
  ),
  set(
    JOB_RESULT_LOV,
    ['调度结果', 'Job result'],
    ['一次任务执行的结果', 'Result of one job run'],
    [
      ['SUCCESS', '成功', 'Success', 'green'],
      ['FAILED', '失败', 'Failed', 'red'],
      ['RUNNING', '运行中', 'Running', 'blue'],
      ['PART', '部分成功', 'Partly successful', 'orange'],
      ['UNEXECUTE', '未执行', 'Not executed', 'default'],
    ],
  ),
  set(
    'HSDR.EXECUTOR_STRATEGY',
    ['执行器策略', 'Executor strategy'],
    ['任务在多个执行器间的分配方式', 'How a job picks one of several executors'],
    [
      ['ROUND', '轮询', 'Round robin'],
      ['WEIGHT', '权重', 'By weight'],
      ['JOB_WEIGHT', '任务权重', 'By job weight'],
    ],
  ),
  set(
    'HPFM.GENDER',
    ['性别', 'Gender'],
    ['员工性别', 'Gender of an employee'],
    [
      ['1', '男', 'Male'],
      ['0', '女', 'Female'],
    ],
  ),
  set(
    'HPFM.ID_TYPE',
    ['证件类型', 'Identity document type'],
    ['实名认证接受的证件', 'Documents accepted for identity checks'],
    [
      ['ID_CARD', '居民身份证', 'Resident identity card'],
      ['PASSPORT', '护照', 'Passport'],
      ['HK_MACAO_PASS', '港澳通行证', 'Hong Kong and Macao travel permit'],
      ['TAIWAN_PASS', '台湾通行证', 'Taiwan travel permit'],
      ['OFFICER_CARD', '军官证', 'Officer card'],
    ],
  ),
  set(
    'HPFM.EMPLOYEE_STATUS',
    ['员工状态', 'Employee status'],
    ['员工的在职状态', 'Employment status'],
    [
      ['ON', '在职', 'Employed'],
      ['PROBATION', '试用', 'On probation'],
      ['LEAVE', '离职', 'Left'],
      ['RETIRED', '退休', 'Retired'],
    ],
  ),
  set(
    'HPFM.UNIT_TYPE',
    ['组织类型', 'Organisation unit type'],
    ['组织架构中的单元类型', 'Kinds of unit in the organisation tree'],
    [
      ['G', '集团', 'Group'],
      ['C', '公司', 'Company'],
      ['D', '部门', 'Department'],
    ],
  ),
  set(
    'HPFM.DATE_FORMAT',
    ['日期格式', 'Date format'],
    ['用户可选的日期格式', 'Date formats a user may choose'],
    [
      ['YYYY-MM-DD', '年-月-日', 'Year-month-day'],
      ['YYYY/MM/DD', '年/月/日', 'Year/month/day'],
      ['DD/MM/YYYY', '日/月/年', 'Day/month/year'],
      ['MM/DD/YYYY', '月/日/年', 'Month/day/year'],
    ],
  ),
  set(
    'HPFM.TIME_ZONE',
    ['时区', 'Time zone'],
    ['用户可选的时区', 'Time zones a user may choose'],
    [
      ['GMT+8', '北京时间 (GMT+8)', 'China Standard Time (GMT+8)'],
      ['GMT+9', '东京时间 (GMT+9)', 'Japan Standard Time (GMT+9)'],
      ['GMT+1', '中欧时间 (GMT+1)', 'Central European Time (GMT+1)'],
      ['GMT', '格林尼治时间 (GMT)', 'Greenwich Mean Time (GMT)'],
      ['GMT-5', '美东时间 (GMT-5)', 'Eastern Time (GMT-5)'],
    ],
  ),
  set(
    'HIAM.ROLE_LEVEL',
    ['角色层级', 'Role level'],
    ['角色所在的层级', 'The level a role works at'],
    [
      ['site', '平台级', 'Site'],
      ['organization', '租户级', 'Organisation'],
    ],
  ),
  set(
    'HIAM.USER_TYPE',
    ['用户类型', 'User type'],
    ['账号的类型', 'Kinds of account'],
    [
      ['P', '平台用户', 'Platform user'],
      ['C', '客户用户', 'Customer user'],
      ['S', '供应商用户', 'Supplier user'],
    ],
  ),
  set(
    'HMSG.NOTICE_TYPE',
    ['公告类型', 'Notice type'],
    ['公告的类别', 'Categories of notice'],
    [
      ['SYSTEM', '系统公告', 'System notice'],
      ['MAINTENANCE', '维护公告', 'Maintenance notice'],
      ['BUSINESS', '业务公告', 'Business notice'],
    ],
  ),
  set(
    'HMSG.RECEIVER_TYPE',
    ['接收方类型', 'Receiver type'],
    ['公告发送的方式', 'How a notice reaches people'],
    [
      ['ANNOUNCE', '公告', 'Announcement'],
      ['NOTIFY', '通知', 'Notification'],
    ],
  ),
  set(
    'HFLE.STORAGE_TYPE',
    ['存储类型', 'Storage type'],
    ['文件服务的存储方式', 'Where the file service keeps files'],
    [
      ['1', '阿里云 OSS', 'Alibaba Cloud OSS'],
      ['2', '华为云 OBS', 'Huawei Cloud OBS'],
      ['3', 'MinIO', 'MinIO'],
      ['4', '本地磁盘', 'Local disk'],
    ],
  ),
  set(
    'HWFL.PROCESS_STATUS',
    ['流程状态', 'Process status'],
    ['流程实例的状态', 'Status of a process instance'],
    [
      ['RUNNING', '运行中', 'Running'],
      ['SUSPENDED', '挂起', 'Suspended'],
      ['COMPLETED', '已完成', 'Completed'],
      ['TERMINATED', '已终止', 'Terminated'],
    ],
  ),
  set(
    'HPFM.DATA_TYPE',
    ['数据类型', 'Data type'],
    ['查询字段的数据类型', 'Data types of query fields'],
    [
      ['STRING', '字符串', 'Text'],
      ['NUMBER', '数字', 'Number'],
      ['DATE', '日期', 'Date'],
      ['SELECT', '下拉框', 'Select'],
    ],
  ),
  set(
    'HPFM.UOM_TYPE',
    ['计量单位类型', 'Unit of measure type'],
    ['计量单位的分类', 'Classes of unit of measure'],
    [
      ['LENGTH', '长度', 'Length'],
      ['WEIGHT', '重量', 'Weight'],
      ['AREA', '面积', 'Area'],
      ['QUANTITY', '数量', 'Quantity'],
    ],
  ),
  set(
    'HPFM.LEGACY_REGION',
    ['旧区域划分', 'Legacy regions'],
    ['已停用：请使用国家/地区', 'Disabled: use the countries instead'],
    [
      ['EAST', '华东', 'East China'],
      ['SOUTH', '华南', 'South China'],
      ['NORTH', '华北', 'North China'],
    ],
    { enabledFlag: 0 },
  ),
];

export const urlLookups: SeedUrlLov[] = [
  {
    lovCode: 'HPFM.EXCHANGE_RATE_TYPE',
    lovType: 'URL',
    name: t('汇率类型', 'Exchange rate type'),
    description: t('由汇率服务提供', 'Served by the exchange rate service'),
  },
  {
    lovCode: 'HPFM.BANK',
    lovType: 'URL',
    name: t('银行', 'Bank'),
    description: t('由银行主数据服务提供', 'Served by the bank master data service'),
  },
];

/** Each demo organisation's own sets (tenantId 1 ACME, 2 GLOBEX). */
export const tenantValueSets: SeedValueSet[] = [
  set(
    'ACME.HOUSE_TYPE',
    ['房屋类型', 'House type'],
    ['物业项目中的房屋类型', 'Kinds of house in a property project'],
    [
      ['APARTMENT', '住宅', 'Apartment'],
      ['SHOP', '商铺', 'Shop'],
      ['OFFICE', '写字楼', 'Office'],
      ['PARKING', '车位', 'Parking space'],
    ],
    { tenantId: 1 },
  ),
  set(
    'ACME.REPAIR_CATEGORY',
    ['报修类别', 'Repair category'],
    ['业主报修的类别', 'What an owner reports for repair'],
    [
      ['WATER', '水路', 'Plumbing'],
      ['POWER', '电路', 'Electrical'],
      ['DOOR', '门窗', 'Doors and windows'],
      ['OTHER', '其他', 'Other'],
    ],
    { tenantId: 1 },
  ),
  set(
    'GLOBEX.SHIFT',
    ['班次', 'Shift'],
    ['生产班次', 'Production shifts'],
    [
      ['A', '早班', 'Morning shift'],
      ['B', '中班', 'Afternoon shift'],
      ['C', '夜班', 'Night shift'],
    ],
    { tenantId: 2 },
  ),
  set(
    'GLOBEX.LINE',
    ['产线', 'Production line'],
    ['工厂的产线', 'Lines of the plants'],
    [
      ['L01', '一号总装线', 'Assembly line 1'],
      ['L02', '二号总装线', 'Assembly line 2'],
      ['L03', '喷涂线', 'Paint line'],
    ],
    { tenantId: 2 },
  ),
];
