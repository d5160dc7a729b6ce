/** Texts of the Static Texts page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.staticText.title': 'Static Texts',
    'hpfm.staticText.field.textCode': 'Code',
    'hpfm.staticText.field.title': 'Title',
    'hpfm.staticText.field.lang': 'Language',
    'hpfm.staticText.field.tenantId': 'Tenant',
    'hpfm.staticText.field.text': 'Text (HTML)',
    'hpfm.staticText.action.edit': 'Edit',
    'hpfm.staticText.action.delete': 'Delete',
    'hpfm.staticText.create.title': 'New static text',
    'hpfm.staticText.edit.title': 'Edit {code} ({lang})',
    'hpfm.staticText.delete.title': 'Delete {code} in {lang}?',
  },
  zh_CN: {
    'hpfm.staticText.title': '静态文本',
    'hpfm.staticText.field.textCode': '编码',
    'hpfm.staticText.field.title': '标题',
    'hpfm.staticText.field.lang': '语言',
    'hpfm.staticText.field.tenantId': '租户',
    'hpfm.staticText.field.text': '正文（HTML）',
    'hpfm.staticText.action.edit': '编辑',
    'hpfm.staticText.action.delete': '删除',
    'hpfm.staticText.create.title': '新建静态文本',
    'hpfm.staticText.edit.title': '编辑 {code}（{lang}）',
    'hpfm.staticText.delete.title': '删除 {code} 的 {lang} 文本？',
  },
};
