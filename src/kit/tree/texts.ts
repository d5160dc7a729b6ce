/** Texts of the searchable tree (`SearchableTree`), in kitTexts. */
import type { TextMap } from '../../i18n/defaults';

export const treeTexts: Record<'en_US' | 'zh_CN', TextMap> = {
  en_US: {
    'hzero.common.kit.tree.search': 'Search by name or code',
    'hzero.common.kit.tree.empty': 'Nothing matches “{search}”',
    'hzero.common.kit.tree.chosen': '{count} chosen',
  },
  zh_CN: {
    'hzero.common.kit.tree.search': '按名称或编码搜索',
    'hzero.common.kit.tree.empty': '没有与“{search}”匹配的节点',
    'hzero.common.kit.tree.chosen': '已选 {count} 项',
  },
};
