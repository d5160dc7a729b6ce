/** Texts of the Languages page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.languages.title': 'Languages',
    'hpfm.languages.field.code': 'Code',
    'hpfm.languages.field.name': 'Name',
    'hpfm.languages.field.description': 'Description',
    'hpfm.languages.field.enabledFlag': 'Status',
    'hpfm.languages.action.edit': 'Edit',
    'hpfm.languages.edit.title': 'Edit language {code}',
    'hpfm.languages.disable.title': 'Disable {name}?',
    'hpfm.languages.disable.content':
      'It leaves the language list in the header, and nobody can choose it, from the next load.',
  },
  zh_CN: {
    'hpfm.languages.title': '语言维护',
    'hpfm.languages.field.code': '代码',
    'hpfm.languages.field.name': '名称',
    'hpfm.languages.field.description': '描述',
    'hpfm.languages.field.enabledFlag': '状态',
    'hpfm.languages.action.edit': '编辑',
    'hpfm.languages.edit.title': '编辑语言 {code}',
    'hpfm.languages.disable.title': '禁用 {name}？',
    'hpfm.languages.disable.content':
      '下次加载起，它从页头的语言列表中移除，任何人都不能再选择它。',
  },
};
