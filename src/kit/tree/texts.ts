/** Texts of the kit's trees (`SearchableTree`, `EditableTree`, `MoveToDialog`), in kitTexts. */
import type { TextMap } from '../../i18n/defaults';

export const treeTexts: Record<'en_US' | 'zh_CN', TextMap> = {
  en_US: {
    'hzero.common.kit.tree.search': 'Search by name or code',
    'hzero.common.kit.tree.empty': 'Nothing matches “{search}”',
    'hzero.common.kit.tree.chosen': '{count} chosen',
    'hzero.common.kit.tree.moveTo': 'Move to…',
    'hzero.common.kit.tree.moveTitle': 'Move “{name}”',
    'hzero.common.kit.tree.parent': 'Under',
    'hzero.common.kit.tree.top': 'The top level',
    'hzero.common.kit.tree.parentRequired': 'Choose where to move it',
  },
  zh_CN: {
    'hzero.common.kit.tree.search': '按名称或编码搜索',
    'hzero.common.kit.tree.empty': '没有与“{search}”匹配的节点',
    'hzero.common.kit.tree.chosen': '已选 {count} 项',
    'hzero.common.kit.tree.moveTo': '移动到…',
    'hzero.common.kit.tree.moveTitle': '移动“{name}”',
    'hzero.common.kit.tree.parent': '移到其下',
    'hzero.common.kit.tree.top': '最上层',
    'hzero.common.kit.tree.parentRequired': '请选择移动到哪里',
  },
};
