/** Texts of the Menu Configuration page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.menu.title': 'Menu Configuration',
    'hiam.menu.field.name': 'Menu',
    'hiam.menu.field.code': 'Code',
    'hiam.menu.field.type': 'Type',
    'hiam.menu.field.route': 'Route',
    'hiam.menu.field.quickIndex': 'Quick index',
  },
  zh_CN: {
    'hiam.menu.title': '菜单配置',
    'hiam.menu.field.name': '菜单',
    'hiam.menu.field.code': '编码',
    'hiam.menu.field.type': '类型',
    'hiam.menu.field.route': '路由',
    'hiam.menu.field.quickIndex': '快速索引',
  },
};
