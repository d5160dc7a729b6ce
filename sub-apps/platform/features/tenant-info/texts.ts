/** Texts of the Tenant Information page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.tenantInfo.title': 'Tenant Information',
    'hpfm.tenantInfo.field.tenantNum': 'Tenant number',
    'hpfm.tenantInfo.field.tenantName': 'Tenant name',
    'hpfm.tenantInfo.field.enabledFlag': 'Status',
    'hpfm.tenantInfo.field.limitUserQty': 'User limit',
    'hpfm.tenantInfo.field.userCount': 'Users',
    'hpfm.tenantInfo.field.contactName': 'Contact',
    'hpfm.tenantInfo.field.contactEmail': 'Contact email',
    'hpfm.tenantInfo.field.creationDate': 'Created',
    'hpfm.tenantInfo.action.edit': 'Edit',
    'hpfm.tenantInfo.create.title': 'New tenant',
    'hpfm.tenantInfo.edit.title': 'Edit tenant {num}',
    'hpfm.tenantInfo.disable.title': 'Disable tenant {name}?',
    'hpfm.tenantInfo.disable.content':
      'Its users can no longer choose it in the header until it is enabled again.',
    'hpfm.tenantInfo.error.num': 'Tenant number: capitals, digits, _ and - only (at most 30)',
    'hpfm.tenantInfo.error.email': 'Contact email: not an email address',
  },
  zh_CN: {
    'hpfm.tenantInfo.title': '租户信息',
    'hpfm.tenantInfo.field.tenantNum': '租户编码',
    'hpfm.tenantInfo.field.tenantName': '租户名称',
    'hpfm.tenantInfo.field.enabledFlag': '状态',
    'hpfm.tenantInfo.field.limitUserQty': '用户上限',
    'hpfm.tenantInfo.field.userCount': '用户数',
    'hpfm.tenantInfo.field.contactName': '联系人',
    'hpfm.tenantInfo.field.contactEmail': '联系人邮箱',
    'hpfm.tenantInfo.field.creationDate': '创建时间',
    'hpfm.tenantInfo.action.edit': '编辑',
    'hpfm.tenantInfo.create.title': '新建租户',
    'hpfm.tenantInfo.edit.title': '编辑租户 {num}',
    'hpfm.tenantInfo.disable.title': '禁用租户 {name}？',
    'hpfm.tenantInfo.disable.content': '禁用后，其用户不能在顶部栏选择该租户，直到再次启用。',
    'hpfm.tenantInfo.error.num': '租户编码：只能是大写字母、数字、_ 和 -（最多 30 个字符）',
    'hpfm.tenantInfo.error.email': '联系人邮箱：不是邮箱地址',
  },
};
