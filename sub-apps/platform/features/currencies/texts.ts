/** Texts of the Currencies page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.currency.title': 'Currencies',
    'hpfm.currency.field.currencyCode': 'Code',
    'hpfm.currency.field.currencyName': 'Name',
    'hpfm.currency.field.country': 'Country',
    'hpfm.currency.field.defaultPrecision': 'Precision',
    'hpfm.currency.field.financialPrecision': 'Financial precision',
    'hpfm.currency.field.currencySymbol': 'Symbol',
    'hpfm.currency.field.sample': 'Sample amount',
    'hpfm.currency.field.enabledFlag': 'Status',
    'hpfm.currency.action.edit': 'Edit',
    'hpfm.currency.edit.title': 'Edit currency {code}',
    'hpfm.currency.error.name': 'Enter a name of 1 to 60 characters',
    'hpfm.currency.error.precision': 'Enter a precision from 0 to 6',
  },
  zh_CN: {
    'hpfm.currency.title': '币种定义',
    'hpfm.currency.field.currencyCode': '币种代码',
    'hpfm.currency.field.currencyName': '币种名称',
    'hpfm.currency.field.country': '国家/地区',
    'hpfm.currency.field.defaultPrecision': '精度',
    'hpfm.currency.field.financialPrecision': '财务精度',
    'hpfm.currency.field.currencySymbol': '货币符号',
    'hpfm.currency.field.sample': '金额示例',
    'hpfm.currency.field.enabledFlag': '状态',
    'hpfm.currency.action.edit': '编辑',
    'hpfm.currency.edit.title': '编辑币种 {code}',
    'hpfm.currency.error.name': '请输入 1 到 60 个字符的名称',
    'hpfm.currency.error.precision': '请输入 0 到 6 的精度',
  },
};
