/** Texts of the Upload Configuration page, shipped with it; the gateway's override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hfle.uploadConfig.title': 'Upload Configuration',
    'hfle.uploadConfig.field.bucketName': 'Bucket',
    'hfle.uploadConfig.field.directory': 'Directory (empty: the whole bucket)',
    'hfle.uploadConfig.field.fileFormat': 'Allowed extensions (empty: any)',
    'hfle.uploadConfig.field.storageSize': 'Largest file',
    'hfle.uploadConfig.field.storageUnit': 'Unit',
    'hfle.uploadConfig.field.limit': 'Largest file',
    'hfle.uploadConfig.action.edit': 'Edit',
    'hfle.uploadConfig.action.delete': 'Delete',
    'hfle.uploadConfig.edit.new': 'New upload configuration',
    'hfle.uploadConfig.edit.title': 'Edit the configuration of {bucket}',
    'hfle.uploadConfig.delete.title': 'Delete the configuration of {bucket}?',
    'hfle.uploadConfig.error.fileFormat':
      'Allowed extensions: letters and digits, separated by commas (pdf, png)',
  },
  zh_CN: {
    'hfle.uploadConfig.title': '文件上传配置',
    'hfle.uploadConfig.field.bucketName': '存储桶',
    'hfle.uploadConfig.field.directory': '目录（空：整个存储桶）',
    'hfle.uploadConfig.field.fileFormat': '允许的扩展名（空：不限）',
    'hfle.uploadConfig.field.storageSize': '文件大小上限',
    'hfle.uploadConfig.field.storageUnit': '单位',
    'hfle.uploadConfig.field.limit': '文件大小上限',
    'hfle.uploadConfig.action.edit': '编辑',
    'hfle.uploadConfig.action.delete': '删除',
    'hfle.uploadConfig.edit.new': '新建上传配置',
    'hfle.uploadConfig.edit.title': '编辑 {bucket} 的配置',
    'hfle.uploadConfig.delete.title': '删除 {bucket} 的配置？',
    'hfle.uploadConfig.error.fileFormat': '允许的扩展名：字母和数字，以逗号分隔（如 pdf, png）',
  },
};
