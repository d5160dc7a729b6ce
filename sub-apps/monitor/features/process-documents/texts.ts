/** Texts of the Documents page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hwfl.documents.title': 'Process Documents',
    'hwfl.documents.field.tenantId': 'Organisation',
    'hwfl.documents.field.tenantName': 'Organisation',
    'hwfl.documents.field.documentCode': 'Document code',
    'hwfl.documents.field.documentName': 'Document name',
    'hwfl.documents.field.processKey': 'Process',
    'hwfl.documents.field.processName': 'Process name',
    'hwfl.documents.field.documentPath': 'Page',
    'hwfl.documents.field.enabledFlag': 'Status',
    'hwfl.documents.action.edit': 'Edit',
    'hwfl.documents.create.title': 'New document',
    'hwfl.documents.edit.title': 'Edit document {code}',
    'hwfl.documents.chooseTenant': 'Choose the organisation first',
    'hwfl.documents.error.code':
      'Document code: capitals, digits and _ only, starting with a capital (at most 60)',
  },
  zh_CN: {
    'hwfl.documents.title': '流程单据',
    'hwfl.documents.field.tenantId': '组织',
    'hwfl.documents.field.tenantName': '组织',
    'hwfl.documents.field.documentCode': '单据编码',
    'hwfl.documents.field.documentName': '单据名称',
    'hwfl.documents.field.processKey': '流程',
    'hwfl.documents.field.processName': '流程名称',
    'hwfl.documents.field.documentPath': '单据页面',
    'hwfl.documents.field.enabledFlag': '状态',
    'hwfl.documents.action.edit': '编辑',
    'hwfl.documents.create.title': '新建单据',
    'hwfl.documents.edit.title': '编辑单据 {code}',
    'hwfl.documents.chooseTenant': '请先选择组织',
    'hwfl.documents.error.code':
      '单据编码：只能是大写字母、数字和 _，以大写字母开头（最多 60 个字符）',
  },
};
