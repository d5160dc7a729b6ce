// Menu of the site-level platform administrator (role `administrator`, tenant 0): 60 leaves.
import { dir, page, root, type MenuDef } from './define';
import { personalMenu } from './personal';
import { workflowTaskPages } from './workflow';

const system = root('hzero.system', '系统管理', 'System Management', 'setting', [
  dir('hzero.system.account', '账户管理', 'Accounts', 'team', [
    page('hzero.system.user', '用户管理', 'Users', 'user', '/hiam/sub-account-site'),
    page('hzero.system.role', '角色管理', 'Roles', 'team', '/hiam/role'),
    page('hzero.system.client', '客户端', 'Clients', 'api', '/hiam/client'),
    page('hzero.system.security', '安全策略', 'Security Policy', 'safety', '/hiam/security-policy'),
    page('hzero.system.online', '在线用户', 'Online Users', 'user', '/hiam/online-user'),
  ]),
  dir('hzero.system.permission', '菜单与权限', 'Menus and Permissions', 'lock', [
    page('hzero.system.menu', '菜单配置', 'Menu Configuration', 'menu', '/hiam/menu'),
    page(
      'hzero.system.permission-set',
      '权限集维护',
      'Permission Sets',
      'lock',
      '/hiam/permission-set',
    ),
    page('hzero.system.api', '接口权限', 'API Permissions', 'api', '/hiam/api'),
    page('hzero.system.label', '标签管理', 'Labels', 'tags', '/hiam/label'),
  ]),
  dir('hzero.system.tenant', '租户管理', 'Tenants', 'appstore', [
    page(
      'hzero.system.tenant.info',
      '租户信息',
      'Tenant Information',
      'appstore',
      '/hpfm/tenant-info',
    ),
    page(
      'hzero.system.tenant.init',
      '租户初始化',
      'Tenant Initialisation',
      'appstore',
      '/hpfm/tenant-init',
    ),
    page('hzero.system.tenant.org', '组织架构', 'Organisation', 'apartment', '/hpfm/organization'),
  ]),
]);

const platform = root('hzero.platform', '平台管理', 'Platform', 'appstore', [
  dir('hzero.platform.master', '基础数据', 'Master Data', 'database', [
    page('hzero.platform.value-list', '值集配置', 'Value Sets', 'database', '/hpfm/value-list'),
    page('hzero.platform.lov-view', '值集视图', 'Value Set Views', 'database', '/hpfm/lov-view'),
    page('hzero.platform.code-rule', '编码规则', 'Code Rules', 'number', '/hpfm/code-rule'),
    page('hzero.platform.country', '国家地区', 'Countries and Regions', 'global', '/hpfm/country'),
    page('hzero.platform.currency', '币种定义', 'Currencies', 'dollar', '/hpfm/currency'),
    page('hzero.platform.calendar', '日历定义', 'Calendars', 'calendar', '/hpfm/calendar'),
    page('hzero.platform.bank', '银行定义', 'Banks', 'bank', '/hpfm/bank'),
  ]),
  dir('hzero.platform.language', '多语言', 'Languages', 'global', [
    page(
      'hzero.platform.multi-language',
      '多语言维护',
      'Multilingual Texts',
      'global',
      '/hpfm/multi-language',
    ),
    page('hzero.platform.prompt', '平台多语言', 'Prompt Texts', 'global', '/hpfm/prompt'),
    page('hzero.platform.languages', '语言维护', 'Languages', 'global', '/hpfm/languages'),
  ]),
  dir('hzero.platform.config', '系统配置', 'System Configuration', 'setting', [
    page('hzero.platform.profile', '系统参数', 'System Profiles', 'setting', '/hpfm/profile'),
    page('hzero.platform.static-text', '静态文本', 'Static Texts', 'file', '/hpfm/static-text'),
    page('hzero.platform.quick-entry', '快捷入口', 'Quick Entries', 'link', '/hpfm/quick-entry'),
    page('hzero.platform.gantt', '甘特图', 'Gantt Charts', 'schedule', '/hpfm/gantt'),
    page(
      'hzero.platform.hierarchy',
      '数据层级',
      'Data Hierarchies',
      'cluster',
      '/hpfm/data-hierarchy',
    ),
  ]),
]);

const message = root('hzero.message', '消息管理', 'Messaging', 'message', [
  page(
    'hzero.message.template',
    '消息模板',
    'Message Templates',
    'message',
    '/hmsg/message-template',
  ),
  page('hzero.message.send-config', '发送配置', 'Send Configuration', 'send', '/hmsg/send-config'),
  page('hzero.message.email', '邮箱账户', 'Email Accounts', 'mail', '/hmsg/email'),
  page('hzero.message.sms', '短信配置', 'SMS Configuration', 'message', '/hmsg/sms'),
  page('hzero.message.inbox', '站内消息', 'Inbox Messages', 'inbox', '/hmsg/user-message'),
  page('hzero.message.notice', '公告管理', 'Announcements', 'notification', '/hmsg/notices'),
  page('hzero.message.monitor', '消息监控', 'Message Monitoring', 'monitor', '/hmsg/message-query'),
]);

const file = root('hzero.file', '文件管理', 'Files', 'file', [
  page(
    'hzero.file.upload-config',
    '文件上传配置',
    'Upload Configuration',
    'upload',
    '/hfle/upload-config',
  ),
  page('hzero.file.aggregate', '文件汇总查询', 'File Summary', 'file', '/hfle/file-aggregate'),
  page('hzero.file.storage', '存储配置', 'Storage Configuration', 'cloud', '/hfle/storage'),
  page('hzero.file.edit-log', '文件编辑日志', 'File Edit Log', 'file', '/hfle/edit-log'),
]);

const monitor = root('hzero.monitor', '运维监控', 'Monitoring', 'dashboard', [
  page(
    'hzero.monitor.audit-config',
    '审计配置',
    'Audit Configuration',
    'audit',
    '/hmnt/audit-config',
  ),
  page(
    'hzero.monitor.audit-operation',
    '操作审计',
    'Operation Audit',
    'audit',
    '/hmnt/audit-operation',
  ),
  page('hzero.monitor.audit-data', '数据审计', 'Data Audit', 'audit', '/hmnt/audit-data'),
  page('hzero.monitor.login-log', '登录日志', 'Sign-in Log', 'login', '/hmnt/login-log'),
  page('hzero.monitor.api', '接口监控', 'API Monitoring', 'dashboard', '/hmnt/api-monitor'),
]);

const workflow = root('hzero.workflow', '工作流', 'Workflow', 'audit', [
  page(
    'hzero.workflow.define',
    '流程定义',
    'Process Definitions',
    'apartment',
    '/hwfl/process-define',
  ),
  page('hzero.workflow.documents', '流程单据', 'Process Documents', 'file', '/hwfl/documents'),
  ...workflowTaskPages,
  page('hzero.workflow.monitor', '流程监控', 'Process Monitoring', 'monitor', '/hwfl/monitor'),
]);

const scheduler = root('hzero.scheduler', '调度服务', 'Scheduler', 'schedule', [
  page('hzero.scheduler.job', '任务调度', 'Jobs', 'schedule', '/hsdr/job-info'),
  page('hzero.scheduler.log', '调度日志', 'Job Log', 'file', '/hsdr/job-log'),
  page(
    'hzero.scheduler.concurrent',
    '并发请求',
    'Concurrent Requests',
    'thunderbolt',
    '/hsdr/concurrent',
  ),
]);

const report = root('hzero.report', '报表中心', 'Reports', 'bar-chart', [
  page('hzero.report.define', '报表定义', 'Report Definitions', 'bar-chart', '/hrpt/report-define'),
  page('hzero.report.query', '报表查询', 'Report Query', 'search', '/hrpt/report-query'),
  page('hzero.report.dataset', '数据集', 'Data Sets', 'database', '/hrpt/dataset'),
  page('hzero.report.label', '标签模板', 'Label Templates', 'tags', '/hrpt/label-template'),
]);

export const siteAdminMenu: MenuDef[] = [
  system,
  platform,
  message,
  file,
  monitor,
  workflow,
  scheduler,
  report,
  personalMenu,
];
