/** Texts of the file service pages this deployment does not include. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hfle.unavailable.title': '{page} is not available here',
    'hfle.unavailable.reason':
      'This deployment includes only the File Summary of the file service; upload configuration, storage configuration and the edit log are managed on the file server itself.',
    'hfle.unavailable.uploadConfig': 'Upload Configuration',
    'hfle.unavailable.storage': 'Storage Configuration',
    'hfle.unavailable.editLog': 'File Edit Log',
  },
  zh_CN: {
    'hfle.unavailable.title': '此处不提供{page}',
    'hfle.unavailable.reason':
      '本部署只包含文件服务的文件汇总查询；文件上传配置、存储配置和文件编辑日志在文件服务器上管理。',
    'hfle.unavailable.uploadConfig': '文件上传配置',
    'hfle.unavailable.storage': '存储配置',
    'hfle.unavailable.editLog': '文件编辑日志',
  },
};
