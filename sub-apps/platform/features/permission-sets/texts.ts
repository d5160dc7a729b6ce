/** Texts of the Permission Sets page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.permissionSet.title': 'Permission Sets',
    'hiam.permissionSet.field.code': 'Code',
    'hiam.permissionSet.field.name': 'Name',
    'hiam.permissionSet.field.menuName': 'Page',
    'hiam.permissionSet.field.menuCode': 'Page code',
    'hiam.permissionSet.field.level': 'Level',
    'hiam.permissionSet.field.roleCount': 'Roles',
    'hiam.permissionSet.level.site': 'Platform',
    'hiam.permissionSet.level.organization': 'Tenant',
  },
  zh_CN: {
    'hiam.permissionSet.title': '权限集维护',
    'hiam.permissionSet.field.code': '权限集编码',
    'hiam.permissionSet.field.name': '名称',
    'hiam.permissionSet.field.menuName': '所属菜单',
    'hiam.permissionSet.field.menuCode': '菜单编码',
    'hiam.permissionSet.field.level': '层级',
    'hiam.permissionSet.field.roleCount': '角色数',
    'hiam.permissionSet.level.site': '平台',
    'hiam.permissionSet.level.organization': '租户',
  },
};
