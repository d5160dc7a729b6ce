/** Texts of the Labels page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.label.title': 'Labels',
    'hiam.label.field.name': 'Name',
    'hiam.label.field.type': 'Type',
    'hiam.label.field.description': 'Description',
    'hiam.label.field.roleCount': 'Roles',
    'hiam.label.field.presetFlag': 'Preset',
    'hiam.label.field.enabledFlag': 'Enabled',
    'hiam.label.type.ROLE': 'Role',
    'hiam.label.type.MENU': 'Menu',
    'hiam.label.action.edit': 'Edit',
    'hiam.label.create.title': 'New label',
    'hiam.label.edit.title': 'Edit label {name}',
    'hiam.label.error.name':
      'Enter capital letters, digits and underscores, starting with a letter',
  },
  zh_CN: {
    'hiam.label.title': '标签管理',
    'hiam.label.field.name': '标签名称',
    'hiam.label.field.type': '类型',
    'hiam.label.field.description': '描述',
    'hiam.label.field.roleCount': '角色数',
    'hiam.label.field.presetFlag': '预置',
    'hiam.label.field.enabledFlag': '启用',
    'hiam.label.type.ROLE': '角色',
    'hiam.label.type.MENU': '菜单',
    'hiam.label.action.edit': '编辑',
    'hiam.label.create.title': '新建标签',
    'hiam.label.edit.title': '编辑标签 {name}',
    'hiam.label.error.name': '请输入以大写字母开头的大写字母、数字和下划线',
  },
};
