/** Texts of the Prompt Texts page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hpfm.prompt.title': 'Prompt Texts',
    'hpfm.prompt.field.promptKey': 'Module',
    'hpfm.prompt.field.promptCode': 'Code',
    'hpfm.prompt.field.lang': 'Language',
    'hpfm.prompt.field.description': 'Text',
    'hpfm.prompt.action.edit': 'Edit',
    'hpfm.prompt.action.delete': 'Delete',
    'hpfm.prompt.create.title': 'New text',
    'hpfm.prompt.edit.title': 'Edit {key} ({lang})',
    'hpfm.prompt.delete.title': 'Delete the text of {key} in {lang}?',
    'hpfm.prompt.deleteMany.title': 'Delete {count} texts?',
    'hpfm.prompt.delete.content':
      'The text the app ships shows again from the next texts load (a language switch or a reload).',
  },
  zh_CN: {
    'hpfm.prompt.title': '平台多语言',
    'hpfm.prompt.field.promptKey': '模块',
    'hpfm.prompt.field.promptCode': '代码',
    'hpfm.prompt.field.lang': '语言',
    'hpfm.prompt.field.description': '文本',
    'hpfm.prompt.action.edit': '编辑',
    'hpfm.prompt.action.delete': '删除',
    'hpfm.prompt.create.title': '新建文本',
    'hpfm.prompt.edit.title': '编辑 {key}（{lang}）',
    'hpfm.prompt.delete.title': '删除 {key} 的 {lang} 文本？',
    'hpfm.prompt.deleteMany.title': '删除 {count} 条文本？',
    'hpfm.prompt.delete.content': '下次加载文本（切换语言或刷新页面）时，恢复应用自带的文本。',
  },
};
