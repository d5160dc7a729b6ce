/** Texts of the bell's panel and the workplace's message cards (lazy chunks). */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const panelTexts: Record<string, TextMap> = {
  en_US: {
    'hmsg.bell.title': 'Messages',
    'hmsg.bell.tab.message': 'Messages',
    'hmsg.bell.tab.notice': 'Notices',
    'hmsg.bell.tab.announce': 'Announcements',
    'hmsg.bell.markRead': 'Mark read',
    'hmsg.bell.markAllRead': 'Mark all read',
    'hmsg.bell.clear': 'Clear',
    'hmsg.bell.viewAll': 'View all',
    'hmsg.bell.unread': 'Unread',
    'hmsg.bell.empty.message': 'No messages',
    'hmsg.bell.empty.notice': 'No notices',
    'hmsg.bell.empty.announce': 'No announcements',
    'hmsg.bell.loadFailed': 'The messages could not be loaded',
    'hmsg.bell.retry': 'Retry',
    'hmsg.workplace.quickEntries': 'Quick entries',
    'hmsg.workplace.announcements': 'Latest announcements',
    'hmsg.workplace.unread': 'Unread messages',
    'hmsg.workplace.noEntries': 'No quick entries',
    'hzero.common.kit.date.yesterday': 'Yesterday',
  },
  zh_CN: {
    'hmsg.bell.title': '消息',
    'hmsg.bell.tab.message': '消息',
    'hmsg.bell.tab.notice': '通知',
    'hmsg.bell.tab.announce': '公告',
    'hmsg.bell.markRead': '标为已读',
    'hmsg.bell.markAllRead': '全部已读',
    'hmsg.bell.clear': '清空',
    'hmsg.bell.viewAll': '查看全部',
    'hmsg.bell.unread': '未读',
    'hmsg.bell.empty.message': '暂无消息',
    'hmsg.bell.empty.notice': '暂无通知',
    'hmsg.bell.empty.announce': '暂无公告',
    'hmsg.bell.loadFailed': '消息加载失败',
    'hmsg.bell.retry': '重试',
    'hmsg.workplace.quickEntries': '快捷入口',
    'hmsg.workplace.announcements': '最新公告',
    'hmsg.workplace.unread': '未读消息',
    'hmsg.workplace.noEntries': '暂无快捷入口',
    'hzero.common.kit.date.yesterday': '昨天',
  },
};

export const PANEL_TEXTS = Symbol('polaris.messages.panelTexts');
