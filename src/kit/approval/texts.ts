/**
 * Texts of the approval history (spec section 4 "Approval history actions"), shipped by every app
 * that shows it: the container's /pubApprove page and the monitor sub-app's Approval History.
 * Each action kind of the contract has its text (a kind added there must be named here), and so
 * has each kind the workflow service records beyond it (`Terminated`).
 */
import type { TextMap } from '../../i18n/defaults';
import {
  APPROVAL_ACTIONS,
  SERVICE_ACTIONS,
  type HistoryAction,
} from '../../services/workflow/types';

const actionsEn: Record<HistoryAction, string> = {
  Approved: 'Approved',
  Rejected: 'Rejected',
  AddSign: 'Added a signer',
  ApproveAndAddSign: 'Approved and added a signer',
  Delegate: 'Delegated',
  Jump: 'Sent back',
  Recall: 'Recalled',
  Revoke: 'Revoked',
  AutoDelegate: 'Delegated automatically',
  CarbonCopy: 'Copied (CC)',
  Terminated: 'Terminated',
};

const actionsZh: Record<HistoryAction, string> = {
  Approved: '同意',
  Rejected: '拒绝',
  AddSign: '加签',
  ApproveAndAddSign: '同意并加签',
  Delegate: '转交',
  Jump: '驳回',
  Recall: '撤回',
  Revoke: '撤销',
  AutoDelegate: '自动转交',
  CarbonCopy: '抄送',
  Terminated: '已终止',
};

const actionKeys = (texts: Record<HistoryAction, string>): TextMap =>
  Object.fromEntries(
    [...APPROVAL_ACTIONS, ...SERVICE_ACTIONS].map((action) => [
      `hzero.common.approval.action.${action}`,
      texts[action],
    ]),
  );

export const approvalTexts: Record<string, TextMap> = {
  en_US: {
    'hzero.common.approval.title': 'Approval history',
    'hzero.common.approval.instance': 'Process instance {id}',
    'hzero.common.approval.empty': 'No approval records',
    'hzero.common.approval.running': 'In progress',
    'hzero.common.approval.loadFailed': 'The approval history could not be loaded',
    ...actionKeys(actionsEn),
  },
  zh_CN: {
    'hzero.common.approval.title': '审批历史',
    'hzero.common.approval.instance': '流程实例 {id}',
    'hzero.common.approval.empty': '暂无审批记录',
    'hzero.common.approval.running': '审批中',
    'hzero.common.approval.loadFailed': '审批历史加载失败',
    ...actionKeys(actionsZh),
  },
};
