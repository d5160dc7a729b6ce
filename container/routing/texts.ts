/**
 * Bundled texts of the layouts' breadcrumb, of module loading and updates, and of the
 * session-area pages (/pub, /pubApprove, /private), part of the container's runtime texts
 * (container/shell/texts.ts); the server's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { approvalTexts } from '@polaris/core/kit/approval/texts';

export const routingTextsEn: Record<string, string> = {
  'hzero.common.breadcrumb.label': 'Breadcrumb',
  'hzero.common.menu.loadFailed': 'Your menu could not be loaded',
  'hzero.common.userInfo.title': 'Current user',
  'hzero.common.userInfo.name': 'Name',
  'hzero.common.userInfo.loginName': 'Login name',
  'hzero.common.userInfo.tenant': 'Tenant',
  'hzero.common.userInfo.role': 'Role',
  'hzero.common.userInfo.language': 'Language',
  'hzero.common.userInfo.privateNote':
    'Signed in with the tokens from the address; they are kept in memory only.',
  'hzero.common.approval.unauthorized': 'Sign in to see this approval',
  'hzero.common.microApp.loading': 'Loading a module',
  'hzero.common.update.title': 'The system has been updated',
  'hzero.common.update.content':
    'A new version is available. Save any unsaved data first, then refresh the page to use it.',
  'hzero.common.update.refresh': 'Refresh',
  'hzero.common.update.later': 'Later',
  ...approvalTexts.en_US,
};

export const routingTextsZh: Record<string, string> = {
  'hzero.common.breadcrumb.label': '面包屑',
  'hzero.common.menu.loadFailed': '菜单加载失败',
  'hzero.common.userInfo.title': '当前用户',
  'hzero.common.userInfo.name': '姓名',
  'hzero.common.userInfo.loginName': '登录名',
  'hzero.common.userInfo.tenant': '租户',
  'hzero.common.userInfo.role': '角色',
  'hzero.common.userInfo.language': '语言',
  'hzero.common.userInfo.privateNote': '使用地址中的令牌登录，令牌仅保存在内存中。',
  'hzero.common.approval.unauthorized': '请登录后查看该审批',
  'hzero.common.microApp.loading': '模块加载中',
  'hzero.common.update.title': '系统已更新',
  'hzero.common.update.content': '系统有新版本，建议刷新页面。刷新前请先保存未保存的数据。',
  'hzero.common.update.refresh': '刷新',
  'hzero.common.update.later': '稍后',
  ...approvalTexts.zh_CN,
};

export const routingTexts: Record<string, TextMap> = {
  en_US: routingTextsEn,
  zh_CN: routingTextsZh,
};
