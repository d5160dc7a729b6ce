/** Texts of the File Edit Log page, shipped with it; the gateway's override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hfle.editLog.title': 'File Edit Log',
    'hfle.editLog.field.tenantId': 'Organisation',
    'hfle.editLog.field.tenantName': 'Organisation',
    'hfle.editLog.field.fileName': 'File name',
    'hfle.editLog.field.bucketName': 'Bucket',
    'hfle.editLog.field.storageCode': 'Storage',
    'hfle.editLog.field.editType': 'Change',
    'hfle.editLog.field.editorName': 'Editor',
    'hfle.editLog.field.editDate': 'Time',
    'hfle.editLog.field.edited': 'Changed between',
    'hfle.editLog.type.REPLACE': 'Replaced',
    'hfle.editLog.type.DELETE': 'Deleted',
  },
  zh_CN: {
    'hfle.editLog.title': '文件编辑日志',
    'hfle.editLog.field.tenantId': '租户',
    'hfle.editLog.field.tenantName': '租户',
    'hfle.editLog.field.fileName': '文件名',
    'hfle.editLog.field.bucketName': '存储桶',
    'hfle.editLog.field.storageCode': '存储',
    'hfle.editLog.field.editType': '操作',
    'hfle.editLog.field.editorName': '编辑人',
    'hfle.editLog.field.editDate': '时间',
    'hfle.editLog.field.edited': '编辑日期',
    'hfle.editLog.type.REPLACE': '替换',
    'hfle.editLog.type.DELETE': '删除',
  },
};
