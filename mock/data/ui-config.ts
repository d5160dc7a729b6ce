// Static texts, quick entries and default table column settings.
import type { UiTableColumn } from '../server/platform-types';

export interface SeedStaticText {
  textId: number;
  textCode: string;
  /** 0 = platform text, visible in every tenant unless the tenant has its own text. */
  tenantId: number;
  lang: string;
  title: string;
  text: string;
}

export const staticTexts: SeedStaticText[] = [
  {
    textId: 1,
    textCode: 'HPFM.USER_AGREEMENT',
    tenantId: 0,
    lang: 'zh_CN',
    title: '用户协议',
    text: '<h2>用户协议</h2><p>使用本平台即表示你同意遵守平台的使用规则。</p>',
  },
  {
    textId: 2,
    textCode: 'HPFM.USER_AGREEMENT',
    tenantId: 0,
    lang: 'en_US',
    title: 'User agreement',
    text: '<h2>User agreement</h2><p>By using the platform you agree to its terms of use.</p>',
  },
  {
    textId: 3,
    textCode: 'HPFM.PRIVACY_POLICY',
    tenantId: 0,
    lang: 'zh_CN',
    title: '隐私政策',
    text: '<h2>隐私政策</h2><p>我们仅为提供服务收集必要的信息。</p>',
  },
  {
    // zh_CN only: asking for it in en_US answers 204.
    textId: 4,
    textCode: 'HPFM.WORKPLACE_NOTICE',
    tenantId: 0,
    lang: 'zh_CN',
    title: '工作台公告',
    text: '<p>欢迎使用 Polaris 平台。</p>',
  },
  {
    textId: 5,
    textCode: 'HPFM.WORKPLACE_NOTICE',
    tenantId: 1,
    lang: 'zh_CN',
    title: 'Acme 工作台公告',
    text: '<p>本月物业费账单已生成，请及时查看。</p>',
  },
  {
    textId: 6,
    textCode: 'HPFM.WORKPLACE_NOTICE',
    tenantId: 1,
    lang: 'en_US',
    title: 'Acme workplace notice',
    text: '<p>This month’s property bills are ready.</p>',
  },
];

/** Quick entries per role code: menu codes of that role's menu (title, icon, route come from it). */
export const quickEntryMenus: Record<string, string[]> = {
  administrator: [
    'hzero.system.tenant.info',
    'hzero.system.role',
    'hzero.system.menu',
    'hzero.user.info',
  ],
  'tenant-admin': ['hzero.org.role', 'hzero.org.message.inbox', 'hzero.user.info'],
  'acme-property-manager': [
    'acme.property.house',
    'acme.property.bill',
    'acme.property.repair',
    'hzero.user.info',
  ],
  'globex-production-planner': [
    'globex.production.plan',
    'globex.production.gantt',
    'hzero.user.info',
  ],
};

const column = (
  fieldName: string,
  sort: number,
  width: number | null,
  extra: Partial<UiTableColumn> = {},
): UiTableColumn => ({ fieldName, width, fixed: null, hidden: false, sort, ...extra });

/** Table settings every user starts with (until they save their own). */
export const defaultUiTables: Record<string, UiTableColumn[]> = {
  'acme.property.house.list': [
    column('houseCode', 10, 120, { fixed: 'left' }),
    column('houseName', 20, 200),
    column('projectName', 30, 200),
    column('area', 40, 100),
    column('ownerName', 50, 150),
    column('remark', 60, null, { hidden: true }),
  ],
  // the scheduled jobs page: status first, the handler hidden (shown by the page otherwise); at
  // 1280 px the columns up to Priority fit left of the fixed actions column
  'hsdr.job-info.list': [
    column('jobStatus', 10, 100),
    column('jobCode', 20, 160),
    column('description', 30, 200),
    column('jobHandler', 40, null, { hidden: true }),
  ],
  'hiam.user.roles.list': [
    column('name', 10, 200),
    column('tenantName', 20, 200),
    column('level', 30, 120),
  ],
};
