import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'wuye.common.house.default': 'Room',
    'wuye.authority.failed.title': 'Your property permissions could not be loaded',
    'wuye.authority.failed.content':
      'The property back office did not answer. Your pages open once it does.',
    'wuye.authority.retry': 'Try again',
    'wuye.file.tip': 'Tip',
    'wuye.file.failed': 'Operation failed',
    'wuye.update.title': 'The system has been updated',
    'wuye.update.content':
      'A newer version of the property pages is available. Save what you have not saved yet, then refresh.',
    'wuye.update.ok': 'Refresh',
    'wuye.update.cancel': 'Later',
  },
  zh_CN: {
    'wuye.common.house.default': '房间',
    'wuye.authority.failed.title': '物业权限加载失败',
    'wuye.authority.failed.content': '物业系统没有响应，响应后即可打开页面。',
    'wuye.authority.retry': '重试',
    'wuye.file.tip': '提示',
    'wuye.file.failed': '操作失败',
    'wuye.update.title': '系统已更新',
    'wuye.update.content': '物业页面有新版本，请先保存未保存的数据，然后刷新。',
    'wuye.update.ok': '刷新',
    'wuye.update.cancel': '稍后',
  },
};
