/** Texts of the Job Logs page, shipped with it; the gateway's prompt texts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hsdr.jobLogs.title': 'Job Logs',
    'hsdr.jobLogs.field.logId': 'Log',
    'hsdr.jobLogs.field.jobId': 'Job ID',
    'hsdr.jobLogs.field.jobCode': 'Job code',
    'hsdr.jobLogs.field.jobResult': 'Result',
    'hsdr.jobLogs.field.executorName': 'Executor',
    'hsdr.jobLogs.field.startTime': 'Started',
    'hsdr.jobLogs.field.endTime': 'Ended',
    'hsdr.jobLogs.field.messageHeader': 'Message',
    'hsdr.jobLogs.field.startTimeFrom': 'Started from',
    'hsdr.jobLogs.field.startTimeTo': 'Started until',
    'hsdr.jobLogs.runsOf': 'Runs of {code}',
    'hsdr.jobLogs.openPage': 'Open in Job Logs',
  },
  zh_CN: {
    'hsdr.jobLogs.title': '调度日志',
    'hsdr.jobLogs.field.logId': '日志',
    'hsdr.jobLogs.field.jobId': '任务 ID',
    'hsdr.jobLogs.field.jobCode': '任务编码',
    'hsdr.jobLogs.field.jobResult': '结果',
    'hsdr.jobLogs.field.executorName': '执行器',
    'hsdr.jobLogs.field.startTime': '开始时间',
    'hsdr.jobLogs.field.endTime': '结束时间',
    'hsdr.jobLogs.field.messageHeader': '消息',
    'hsdr.jobLogs.field.startTimeFrom': '开始时间从',
    'hsdr.jobLogs.field.startTimeTo': '开始时间至',
    'hsdr.jobLogs.runsOf': '{code} 的运行记录',
    'hsdr.jobLogs.openPage': '在调度日志中打开',
  },
};
