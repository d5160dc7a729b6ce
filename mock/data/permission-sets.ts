// Permission sets: what a role may do on a page besides opening it. As in HZERO, a permission set
// hangs under a menu entry and its code is the permission code the page checks
// (`POST /iam/hzero/v1/menus/check-permissions`); a role is granted the sets assigned to it.
// Every button code a page of this product checks is one set; `PERMISSION_SET_MENUS` says under
// which menu entries (one per level where the page exists) it hangs.
import type { Texts } from './lov-types';

/** Button codes by the service prefix of their page → the menu codes the page has. */
export const PERMISSION_SET_MENUS: Record<string, string[]> = {
  'hmsg.notice': ['hzero.message.notice', 'hzero.org.message.notice'],
  'hmsg.user-message': ['hzero.message.inbox', 'hzero.org.message.inbox'],
  'hpfm.currency': ['hzero.platform.currency'],
  'hpfm.value-list': ['hzero.platform.value-list', 'hzero.org.value-list'],
  'hpfm.bank': ['hzero.platform.bank'],
  'hfle.storage-config': ['hzero.file.storage'],
  'hpfm.organization': ['hzero.system.tenant.org', 'hzero.org.organization'],
  'hsdr.job-info': ['hzero.scheduler.job'],
  'hsdr.concurrent': ['hzero.scheduler.concurrent'],
  'hzero.user.info': ['hzero.user.info'],
  'hiam.roles': ['hzero.user.roles'],
  'hpfm.tenants': ['hzero.user.tenants'],
  'hwfl.process-define': ['hzero.workflow.define'],
  'hwfl.documents': ['hzero.workflow.documents'],
  'hwfl.monitor': ['hzero.workflow.monitor'],
};

/** The action names of a button code's last segment. */
export const PERMISSION_ACTION_NAMES: Record<string, Texts> = {
  create: { zh_CN: '新建', en_US: 'Create' },
  edit: { zh_CN: '编辑', en_US: 'Edit' },
  delete: { zh_CN: '删除', en_US: 'Delete' },
  import: { zh_CN: '导入', en_US: 'Import' },
  export: { zh_CN: '导出', en_US: 'Export' },
  preview: { zh_CN: '预览', en_US: 'Preview' },
  print: { zh_CN: '打印', en_US: 'Print' },
  void: { zh_CN: '作废', en_US: 'Void' },
  alias: { zh_CN: '别名', en_US: 'Alias' },
  dispatch: { zh_CN: '派工', en_US: 'Dispatch' },
  close: { zh_CN: '关闭', en_US: 'Close' },
  reply: { zh_CN: '回复', en_US: 'Reply' },
  release: { zh_CN: '下达', en_US: 'Release' },
  start: { zh_CN: '开工', en_US: 'Start' },
  complete: { zh_CN: '完工', en_US: 'Complete' },
  save: { zh_CN: '保存', en_US: 'Save' },
  link: { zh_CN: '关联', en_US: 'Link' },
  publish: { zh_CN: '发布', en_US: 'Publish' },
  'read-all': { zh_CN: '全部已读', en_US: 'Read all' },
  pause: { zh_CN: '暂停', en_US: 'Pause' },
  resume: { zh_CN: '恢复', en_US: 'Resume' },
  trigger: { zh_CN: '执行一次', en_US: 'Run once' },
  log: { zh_CN: '日志', en_US: 'Log' },
  password: { zh_CN: '修改密码', en_US: 'Change password' },
  switch: { zh_CN: '切换', en_US: 'Switch' },
  copy: { zh_CN: '复制', en_US: 'Copy' },
  status: { zh_CN: '启用/禁用', en_US: 'Enable/disable' },
  move: { zh_CN: '移动', en_US: 'Move' },
  menus: { zh_CN: '分配权限', en_US: 'Assign permissions' },
  members: { zh_CN: '分配成员', en_US: 'Assign members' },
  default: { zh_CN: '设为默认', en_US: 'Set as default' },
  submit: { zh_CN: '提交请求', en_US: 'Submit request' },
  cancel: { zh_CN: '取消', en_US: 'Cancel' },
  program: { zh_CN: '启用/禁用程序', en_US: 'Enable/disable programs' },
  deploy: { zh_CN: '部署', en_US: 'Deploy' },
  suspend: { zh_CN: '挂起', en_US: 'Suspend' },
  terminate: { zh_CN: '终止', en_US: 'Terminate' },
  reassign: { zh_CN: '转交', en_US: 'Reassign' },
};

const actions = (prefix: string, names: string[]): string[] =>
  names.map((name) => `${prefix}.button.${name}`);

/** Every permission set's code (a button code `{page}.button.{action}`). */
export const PERMISSION_SET_CODES: readonly string[] = [
  ...actions('acme.property.project', ['create', 'edit']),
  ...actions('acme.property.house', ['create', 'edit', 'delete', 'import']),
  ...actions('acme.property.owner', ['create', 'edit']),
  ...actions('acme.property.standard', ['create', 'edit', 'delete', 'alias']),
  ...actions('acme.property.bill', ['export', 'preview', 'delete']),
  ...actions('acme.property.receipt', ['print', 'void']),
  ...actions('acme.property.repair', ['create', 'dispatch', 'close']),
  ...actions('acme.property.complaint', ['reply', 'close']),
  ...actions('globex.production.plan', ['create', 'edit', 'delete', 'release']),
  ...actions('globex.production.work-order', ['create', 'release', 'start', 'complete', 'close']),
  ...actions('globex.production.bom', ['edit', 'delete']),
  ...actions('globex.production.routing', ['edit']),
  ...actions('globex.production.inspection', ['create']),
  ...actions('globex.production.gantt', ['save', 'link']),
  ...actions('globex.report.daily', ['export']),
  ...actions('hmsg.notice', ['edit', 'publish']),
  ...actions('hmsg.user-message', ['read-all']),
  ...actions('hpfm.currency', ['create', 'edit', 'delete']),
  ...actions('hpfm.value-list', ['create', 'delete']),
  ...actions('hpfm.bank', ['edit']),
  ...actions('hfle.storage-config', ['create', 'edit', 'delete', 'default']),
  ...actions('hpfm.organization', ['create', 'edit', 'status', 'move']),
  ...actions('hsdr.job-info', ['edit', 'delete', 'pause', 'resume', 'trigger', 'log']),
  ...actions('hsdr.concurrent', ['submit', 'cancel', 'program']),
  ...actions('hzero.user.info', ['edit', 'password']),
  ...actions('hiam.roles', ['switch']),
  ...actions('hpfm.tenants', ['switch']),
  ...actions('hzero.system.role', ['create', 'edit', 'copy', 'status', 'menus', 'members']),
  ...actions('hzero.org.role', ['create', 'edit', 'copy', 'status', 'menus', 'members']),
  ...actions('hzero.system.label', ['create', 'edit']),
  ...actions('hwfl.process-define', ['deploy', 'status']),
  ...actions('hwfl.documents', ['create', 'edit']),
  ...actions('hwfl.monitor', ['suspend', 'resume', 'terminate', 'reassign']),
];
