/** Texts of the process diagram, shipped with the app; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hwfl.diagram.steps': 'Steps',
    'hwfl.diagram.starter': 'The starter',
    'hwfl.diagram.user': 'User {id}',
    'hwfl.diagram.current': 'Waiting here',
    'hwfl.diagram.kind.start': 'Start',
    'hwfl.diagram.kind.userTask': 'User task',
    'hwfl.diagram.kind.end': 'End',
  },
  zh_CN: {
    'hwfl.diagram.steps': '流程节点',
    'hwfl.diagram.starter': '发起人',
    'hwfl.diagram.user': '用户 {id}',
    'hwfl.diagram.current': '当前节点',
    'hwfl.diagram.kind.start': '开始',
    'hwfl.diagram.kind.userTask': '审批节点',
    'hwfl.diagram.kind.end': '结束',
  },
};
