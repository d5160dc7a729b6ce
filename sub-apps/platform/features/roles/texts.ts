/** Texts of the My Roles page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.roles.title': 'My Roles',
    'hiam.roles.current': 'Current',
    'hiam.roles.field.name': 'Role',
    'hiam.roles.field.code': 'Code',
    'hiam.roles.field.level': 'Level',
    'hiam.roles.field.tenant': 'Tenant',
  },
  zh_CN: {
    'hiam.roles.title': '我的角色',
    'hiam.roles.current': '当前',
    'hiam.roles.field.name': '角色',
    'hiam.roles.field.code': '编码',
    'hiam.roles.field.level': '层级',
    'hiam.roles.field.tenant': '租户',
  },
};
