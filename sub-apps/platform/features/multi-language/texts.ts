/** Texts of the Multilingual Texts page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.multiLanguage.title': 'Multilingual Texts',
    'hpfm.multiLanguage.field.tableName': 'Data',
    'hpfm.multiLanguage.field.recordCode': 'Record',
    'hpfm.multiLanguage.field.value': 'Text',
    'hpfm.multiLanguage.field.zh_CN': '简体中文',
    'hpfm.multiLanguage.field.en_US': 'English',
    'hpfm.multiLanguage.table.hpfm_lov_value': 'Value set meaning',
    'hpfm.multiLanguage.table.hpfm_currency': 'Currency name',
    'hpfm.multiLanguage.table.hpfm_lov_view_header': 'Lookup view title',
    'hpfm.multiLanguage.action.edit': 'Translate',
    'hpfm.multiLanguage.edit.title': 'Translate {code}',
  },
  zh_CN: {
    'hpfm.multiLanguage.title': '多语言维护',
    'hpfm.multiLanguage.field.tableName': '数据',
    'hpfm.multiLanguage.field.recordCode': '记录',
    'hpfm.multiLanguage.field.value': '文本',
    'hpfm.multiLanguage.field.zh_CN': '简体中文',
    'hpfm.multiLanguage.field.en_US': 'English',
    'hpfm.multiLanguage.table.hpfm_lov_value': '值集含义',
    'hpfm.multiLanguage.table.hpfm_currency': '币种名称',
    'hpfm.multiLanguage.table.hpfm_lov_view_header': '值集视图名称',
    'hpfm.multiLanguage.action.edit': '翻译',
    'hpfm.multiLanguage.edit.title': '翻译 {code}',
  },
};
