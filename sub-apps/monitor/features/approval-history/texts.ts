/** Texts of the Approval History page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hwfl.approvalHistory.title': 'Approval History',
    'hwfl.approvalHistory.field.processInstanceId': 'Instance',
    'hwfl.approvalHistory.field.processName': 'Process',
    'hwfl.approvalHistory.field.businessKey': 'Business key',
    'hwfl.approvalHistory.field.startUserName': 'Started by',
    'hwfl.approvalHistory.field.startTime': 'Started',
    'hwfl.approvalHistory.field.endTime': 'Ended',
    'hwfl.approvalHistory.field.status': 'Status',
    'hwfl.approvalHistory.field.currentTaskName': 'Waiting at',
    'hwfl.approvalHistory.action.detail': 'History',
    'hwfl.approvalHistory.drawer': '{process} ({id})',
  },
  zh_CN: {
    'hwfl.approvalHistory.title': '审批历史',
    'hwfl.approvalHistory.field.processInstanceId': '流程实例',
    'hwfl.approvalHistory.field.processName': '流程',
    'hwfl.approvalHistory.field.businessKey': '业务主键',
    'hwfl.approvalHistory.field.startUserName': '发起人',
    'hwfl.approvalHistory.field.startTime': '发起时间',
    'hwfl.approvalHistory.field.endTime': '结束时间',
    'hwfl.approvalHistory.field.status': '状态',
    'hwfl.approvalHistory.field.currentTaskName': '当前节点',
    'hwfl.approvalHistory.action.detail': '审批历史',
    'hwfl.approvalHistory.drawer': '{process}（{id}）',
  },
};
