/** Texts of the kit's resource pages (toolbar, form dialog). */
import type { TextMap } from '../../i18n/defaults';

export const resourceTexts: Record<string, TextMap> = {
  en_US: {
    'hzero.common.kit.create': 'Create',
    'hzero.common.kit.export': 'Export',
    'hzero.common.kit.form.create': 'Create',
    'hzero.common.kit.rows.add': 'Add',
    'hzero.common.kit.rows.remove': 'Remove row {row}',
    'hzero.common.kit.rows.cell': '{column}, row {row}',
    'hzero.common.kit.form.discard.title': 'Discard your changes?',
    'hzero.common.kit.form.discard.content': 'What you entered in this form has not been saved.',
    'hzero.common.kit.form.discard.ok': 'Discard',
    'hzero.common.kit.form.discard.keep': 'Keep editing',
    'hzero.common.kit.validation.range': '{label} must be from {min} to {max}',
    'hzero.common.kit.delete.title': 'Delete this record?',
    'hzero.common.kit.delete.many': 'Delete the {count} records chosen?',
    'hzero.common.kit.delete.content': 'It cannot be undone.',
    'hzero.common.kit.form.secretKeep': 'Stored: leave blank to keep it',
  },
  zh_CN: {
    'hzero.common.kit.create': '新建',
    'hzero.common.kit.export': '导出',
    'hzero.common.kit.form.create': '新建',
    'hzero.common.kit.rows.add': '添加',
    'hzero.common.kit.rows.remove': '删除第 {row} 行',
    'hzero.common.kit.rows.cell': '第 {row} 行{column}',
    'hzero.common.kit.form.discard.title': '放弃修改？',
    'hzero.common.kit.form.discard.content': '此表单中输入的内容尚未保存。',
    'hzero.common.kit.form.discard.ok': '放弃',
    'hzero.common.kit.form.discard.keep': '继续编辑',
    'hzero.common.kit.validation.range': '{label}须在 {min} 到 {max} 之间',
    'hzero.common.kit.delete.title': '确定删除这条记录？',
    'hzero.common.kit.delete.many': '确定删除选中的 {count} 条记录？',
    'hzero.common.kit.delete.content': '删除后无法恢复。',
    'hzero.common.kit.form.secretKeep': '已保存：留空则保持不变',
  },
};
