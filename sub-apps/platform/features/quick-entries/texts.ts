/** Texts of the Quick Entries page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.quickEntry.title': 'Quick Entries',
    'hpfm.quickEntry.field.tenantName': 'Tenant',
    'hpfm.quickEntry.field.roleName': 'Role',
    'hpfm.quickEntry.field.roleId': 'Role',
    'hpfm.quickEntry.field.title': 'Page',
    'hpfm.quickEntry.field.menuCode': 'Page',
    'hpfm.quickEntry.field.route': 'Address',
    'hpfm.quickEntry.field.orderSeq': 'Order',
    'hpfm.quickEntry.action.delete': 'Remove',
    'hpfm.quickEntry.create.title': 'New quick entry',
    'hpfm.quickEntry.delete.title': 'Remove {title} from the quick entries of {role}?',
    'hpfm.quickEntry.delete.content':
      'The workplace card of the role’s users no longer lists it, from their next load.',
  },
  zh_CN: {
    'hpfm.quickEntry.title': '快捷入口',
    'hpfm.quickEntry.field.tenantName': '租户',
    'hpfm.quickEntry.field.roleName': '角色',
    'hpfm.quickEntry.field.roleId': '角色',
    'hpfm.quickEntry.field.title': '页面',
    'hpfm.quickEntry.field.menuCode': '页面',
    'hpfm.quickEntry.field.route': '地址',
    'hpfm.quickEntry.field.orderSeq': '排序',
    'hpfm.quickEntry.action.delete': '移除',
    'hpfm.quickEntry.create.title': '新建快捷入口',
    'hpfm.quickEntry.delete.title': '从 {role} 的快捷入口中移除 {title}？',
    'hpfm.quickEntry.delete.content': '下次加载起，该角色用户的工作台卡片不再列出它。',
  },
};
