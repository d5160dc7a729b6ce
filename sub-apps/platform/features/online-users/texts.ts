/** Texts of the Online Users page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.online.title': 'Online Users',
    'hiam.online.field.loginName': 'Account',
    'hiam.online.field.realName': 'Name',
    'hiam.online.field.tenantName': 'Tenant',
    'hiam.online.field.roleName': 'Role',
    'hiam.online.field.clientName': 'Client',
    'hiam.online.field.loginIp': 'IP address',
    'hiam.online.field.loginDate': 'Signed in',
    'hiam.online.field.lastAccessDate': 'Last access',
    'hiam.online.field.expireDate': 'Expires',
    'hiam.online.action.offline': 'Sign out',
    'hiam.online.offline.title': 'Sign {name} out?',
    'hiam.online.offline.content':
      'Their session ends now: the pages they have open show that they were signed out.',
    'hiam.online.you': 'You',
  },
  zh_CN: {
    'hiam.online.title': '在线用户',
    'hiam.online.field.loginName': '账号',
    'hiam.online.field.realName': '姓名',
    'hiam.online.field.tenantName': '租户',
    'hiam.online.field.roleName': '角色',
    'hiam.online.field.clientName': '客户端',
    'hiam.online.field.loginIp': 'IP 地址',
    'hiam.online.field.loginDate': '登录时间',
    'hiam.online.field.lastAccessDate': '最近访问',
    'hiam.online.field.expireDate': '过期时间',
    'hiam.online.action.offline': '强制下线',
    'hiam.online.offline.title': '让 {name} 下线？',
    'hiam.online.offline.content': '其会话立即结束：其打开的页面会显示已被下线。',
    'hiam.online.you': '当前会话',
  },
};
