/**
 * Bundled texts of the layouts' breadcrumb and of the session-area pages (/pub, /pubApprove,
 * /private), part of the container's runtime texts; the server's prompt texts override them.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import { APPROVAL_ACTIONS, type ApprovalAction } from '@polaris/core/services/workflow/types';

/** Each action kind of the contract has its text (a kind added there must be named here). */
const approvalActionsEn: Record<ApprovalAction, string> = {
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
};

const approvalActionsZh: Record<ApprovalAction, string> = {
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
};

const actionKeys = (texts: Record<ApprovalAction, string>) =>
  Object.fromEntries(
    APPROVAL_ACTIONS.map((action) => [`hzero.common.approval.action.${action}`, texts[action]]),
  );

export const routingTextsEn: Record<string, string> = {
  'hzero.common.breadcrumb.label': 'Breadcrumb',
  'hzero.common.userInfo.title': 'Current user',
  'hzero.common.userInfo.name': 'Name',
  'hzero.common.userInfo.loginName': 'Login name',
  'hzero.common.userInfo.tenant': 'Tenant',
  'hzero.common.userInfo.role': 'Role',
  'hzero.common.userInfo.language': 'Language',
  'hzero.common.userInfo.privateNote':
    'Signed in with the tokens from the address; they are kept in memory only.',
  'hzero.common.approval.title': 'Approval history',
  'hzero.common.approval.instance': 'Process instance {id}',
  'hzero.common.approval.empty': 'No approval records',
  'hzero.common.approval.running': 'In progress',
  'hzero.common.approval.loadFailed': 'The approval history could not be loaded',
  'hzero.common.approval.unauthorized': 'Sign in to see this approval',
  ...actionKeys(approvalActionsEn),
};

export const routingTextsZh: Record<string, string> = {
  'hzero.common.breadcrumb.label': '面包屑',
  'hzero.common.userInfo.title': '当前用户',
  'hzero.common.userInfo.name': '姓名',
  'hzero.common.userInfo.loginName': '登录名',
  'hzero.common.userInfo.tenant': '租户',
  'hzero.common.userInfo.role': '角色',
  'hzero.common.userInfo.language': '语言',
  'hzero.common.userInfo.privateNote': '使用地址中的令牌登录，令牌仅保存在内存中。',
  'hzero.common.approval.title': '审批历史',
  'hzero.common.approval.instance': '流程实例 {id}',
  'hzero.common.approval.empty': '暂无审批记录',
  'hzero.common.approval.running': '审批中',
  'hzero.common.approval.loadFailed': '审批历史加载失败',
  'hzero.common.approval.unauthorized': '请登录后查看该审批',
  ...actionKeys(approvalActionsZh),
};

/** What the container's runtime ships on top of the core's texts (see boot.tsx). */
export const shellTexts: Record<string, TextMap> = { en_US: routingTextsEn, zh_CN: routingTextsZh };
