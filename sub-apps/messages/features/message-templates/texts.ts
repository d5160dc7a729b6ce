/** Texts of the Message Templates pages, shipped with them; the gateway's override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hmsg.templates.title': 'Message Templates',
    'hmsg.templates.field.templateCode': 'Code',
    'hmsg.templates.field.templateName': 'Name',
    'hmsg.templates.field.templateTitle': 'Title',
    'hmsg.templates.field.templateContent': 'Content (HTML; ${name} is filled when sent)',
    'hmsg.templates.field.lang': 'Language',
    'hmsg.templates.field.enabledFlag': 'Enabled',
    'hmsg.templates.field.lastUpdateDate': 'Last changed',
    'hmsg.templates.lang.zh_CN': 'Chinese',
    'hmsg.templates.lang.en_US': 'English',
    'hmsg.templates.action.edit': 'Edit',
    'hmsg.templates.action.delete': 'Delete',
    'hmsg.templates.edit.new': 'New message template',
    'hmsg.templates.edit.title': 'Edit template {code}',
    'hmsg.templates.delete.title': 'Delete template {code}?',
    'hmsg.templates.delete.content':
      'Messages of this code then use the platform’s template, if any.',
    'hmsg.templates.error.code':
      'Code: 2 to 60 capital letters, digits, dots, underscores or hyphens, starting with a letter',
  },
  zh_CN: {
    'hmsg.templates.title': '消息模板',
    'hmsg.templates.field.templateCode': '模板编码',
    'hmsg.templates.field.templateName': '模板名称',
    'hmsg.templates.field.templateTitle': '标题',
    'hmsg.templates.field.templateContent': '内容（HTML，发送时填入 ${name}）',
    'hmsg.templates.field.lang': '语言',
    'hmsg.templates.field.enabledFlag': '启用',
    'hmsg.templates.field.lastUpdateDate': '最后修改',
    'hmsg.templates.lang.zh_CN': '中文',
    'hmsg.templates.lang.en_US': '英文',
    'hmsg.templates.action.edit': '编辑',
    'hmsg.templates.action.delete': '删除',
    'hmsg.templates.edit.new': '新建消息模板',
    'hmsg.templates.edit.title': '编辑模板 {code}',
    'hmsg.templates.error.code':
      '模板编码：2 到 60 位大写字母、数字、点、下划线或连字符，以字母开头',
  },
};
