// Smaller, distinct trees for the organization-level roles, so a role switch visibly changes the
// menu: tenant administrator (admin @ ACME), property manager (alice @ ACME), production planner
// (alice @ GLOBEX).
import { dir, page, root, type MenuDef } from './define';
import { personalMenu } from './personal';
import { workflowTaskPages } from './workflow';

const inbox = page(
  'hzero.org.message.inbox',
  '站内消息',
  'Inbox Messages',
  'inbox',
  '/hmsg/user-message',
);

/** A "Workflow" root with the tasks and the approval history of the person who approves. */
const workflow = (code: string) => root(code, '审批流程', 'Workflow', 'audit', workflowTaskPages);

export const tenantAdminMenu: MenuDef[] = [
  root('hzero.org.tenant', '租户管理', 'Tenant Management', 'setting', [
    page('hzero.org.sub-account', '子账户管理', 'Sub-accounts', 'user', '/hiam/sub-account-org'),
    page('hzero.org.role', '角色管理', 'Roles', 'team', '/hiam/role-org'),
    page(
      'hzero.org.organization',
      '组织架构',
      'Organisation',
      'apartment',
      '/hpfm/organization-org',
    ),
    page('hzero.org.value-list', '值集配置', 'Value Sets', 'database', '/hpfm/value-list-org'),
    page('hzero.org.code-rule', '编码规则', 'Code Rules', 'number', '/hpfm/code-rule-org'),
    page('hzero.org.profile', '系统参数', 'System Profiles', 'setting', '/hpfm/profile-org'),
  ]),
  root('hzero.org.message', '消息管理', 'Messaging', 'message', [
    page(
      'hzero.org.message.notice',
      '公告管理',
      'Announcements',
      'notification',
      '/hmsg/notices-org',
    ),
    inbox,
    page(
      'hzero.org.message.template',
      '消息模板',
      'Message Templates',
      'message',
      '/hmsg/message-template-org',
    ),
  ]),
  root('hzero.org.audit', '审计查询', 'Audit', 'audit', [
    page(
      'hzero.org.audit.operation',
      '操作审计',
      'Operation Audit',
      'audit',
      '/hmnt/audit-operation-org',
    ),
    page('hzero.org.audit.data', '数据审计', 'Data Audit', 'audit', '/hmnt/audit-data-org'),
  ]),
  workflow('hzero.org.workflow'),
  personalMenu,
];

export const propertyManagerMenu: MenuDef[] = [
  root('acme.property', '物业管理', 'Property Management', 'home', [
    dir('acme.property.records', '房产资料', 'Property Records', 'database', [
      page('acme.property.project', '项目档案', 'Projects', 'project', '/wuye/project'),
      page('acme.property.house', '房屋档案', 'Houses', 'home', '/wuye/house'),
      page('acme.property.owner', '业主档案', 'Owners', 'user', '/wuye/owner'),
    ]),
    dir('acme.property.charging', '收费管理', 'Charging', 'dollar', [
      page(
        'acme.property.standard',
        '收费标准',
        'Charge Standards',
        'dollar',
        '/wuye/charge-standard',
      ),
      page('acme.property.bill', '账单查询', 'Bills', 'file', '/wuye/bill'),
      page('acme.property.receipt', '收款记录', 'Receipts', 'file', '/wuye/receipt'),
    ]),
    dir('acme.property.service', '客户服务', 'Customer Service', 'customer-service', [
      page('acme.property.repair', '报修工单', 'Repair Orders', 'tool', '/wuye/repair-order'),
      page(
        'acme.property.complaint',
        '投诉建议',
        'Complaints and Suggestions',
        'message',
        '/wuye/complaint',
      ),
    ]),
  ]),
  root('acme.message', '消息管理', 'Messaging', 'message', [inbox]),
  workflow('acme.workflow'),
  personalMenu,
];

export const productionPlannerMenu: MenuDef[] = [
  root('globex.production', '生产管理', 'Production', 'tool', [
    page('globex.production.plan', '生产计划', 'Production Plans', 'schedule', '/mes/plan'),
    page('globex.production.work-order', '工单管理', 'Work Orders', 'file', '/mes/work-order'),
    page('globex.production.bom', '物料清单', 'Bills of Materials', 'database', '/mes/bom'),
    page('globex.production.routing', '工艺路线', 'Routings', 'apartment', '/mes/routing'),
    page('globex.production.capacity', '产能看板', 'Capacity Board', 'dashboard', '/mes/capacity'),
    page('globex.production.gantt', '甘特排程', 'Gantt Scheduling', 'schedule', '/hpfm/gantt'),
    page(
      'globex.production.inspection',
      '质量检验',
      'Quality Inspection',
      'check',
      '/mes/inspection',
    ),
  ]),
  root('globex.report', '报表中心', 'Reports', 'bar-chart', [
    page(
      'globex.report.daily',
      '生产日报',
      'Daily Production Report',
      'bar-chart',
      '/hrpt/daily-production',
    ),
  ]),
  workflow('globex.workflow'),
  personalMenu,
];
