/** Texts of the Banks page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.bank.title': 'Banks',
    'hpfm.bank.field.bankCode': 'Bank code',
    'hpfm.bank.field.bankName': 'Bank name',
    'hpfm.bank.field.bankShortName': 'Short name',
    'hpfm.bank.field.enabledFlag': 'Status',
    'hpfm.bank.action.edit': 'Edit',
    'hpfm.bank.action.delete': 'Delete',
    'hpfm.bank.create.title': 'New bank',
    'hpfm.bank.edit.title': 'Edit bank {code}',
    'hpfm.bank.delete.title': 'Delete bank {code}?',
    'hpfm.bank.error.code': 'Bank code: capitals, digits, _ and - only (at most 30)',
  },
  zh_CN: {
    'hpfm.bank.title': '银行定义',
    'hpfm.bank.field.bankCode': '银行代码',
    'hpfm.bank.field.bankName': '银行名称',
    'hpfm.bank.field.bankShortName': '银行简称',
    'hpfm.bank.field.enabledFlag': '状态',
    'hpfm.bank.action.edit': '编辑',
    'hpfm.bank.action.delete': '删除',
    'hpfm.bank.create.title': '新建银行',
    'hpfm.bank.edit.title': '编辑银行 {code}',
    'hpfm.bank.delete.title': '删除银行 {code}？',
    'hpfm.bank.error.code': '银行代码：只能是大写字母、数字、_ 和 -（最多 30 个字符）',
  },
};
