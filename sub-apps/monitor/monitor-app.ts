/**
 * The monitoring and workflow sub-app: Audit Data and Operation Audit under /hmnt (site and
 * organisation forms), the Audit Configuration and the API Monitor, and under /hwfl the
 * workflow pages: My Tasks, Done Tasks, Approval History, Process Definitions, Documents and the
 * Process Monitor. Each page carries its menu code as authority: a user whose menu lacks it gets
 * the 403 page.
 */
import type { SubAppDefinition } from '@polaris/core/sub-app/types';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { monitorTexts } from './texts';

export const monitorApp: SubAppDefinition = {
  name: 'polaris-monitor',
  titleKey: 'hmnt.app.title',
  promptKeys: ['hmnt', 'hwfl'],
  bundledTexts: monitorTexts,
  routes: [
    {
      path: '/hmnt/audit-data',
      titleKey: 'hmnt.auditData.title',
      authority: 'hzero.monitor.audit-data',
      component: retryableLazy(() => import('./features/audit-data/AuditDataPage')),
    },
    {
      path: '/hmnt/audit-data-org',
      titleKey: 'hmnt.auditData.title',
      authority: 'hzero.org.audit.data',
      component: retryableLazy(() => import('./features/audit-data/AuditDataOrgPage')),
    },
    {
      path: '/hmnt/login-log',
      titleKey: 'hmnt.loginLog.title',
      authority: 'hzero.monitor.login-log',
      component: retryableLazy(() => import('./features/login-log/LoginLogPage')),
    },
    {
      path: '/hmnt/audit-operation',
      titleKey: 'hmnt.auditOperation.title',
      authority: 'hzero.monitor.audit-operation',
      component: retryableLazy(() => import('./features/audit-operation/AuditOperationPage')),
    },
    {
      path: '/hmnt/audit-operation-org',
      titleKey: 'hmnt.auditOperation.title',
      authority: 'hzero.org.audit.operation',
      component: retryableLazy(() => import('./features/audit-operation/AuditOperationOrgPage')),
    },
    {
      path: '/hmnt/audit-config',
      titleKey: 'hmnt.auditConfig.title',
      authority: 'hzero.monitor.audit-config',
      component: retryableLazy(() => import('./features/audit-config/AuditConfigPage')),
    },
    {
      path: '/hmnt/api-monitor',
      titleKey: 'hmnt.apiMonitor.title',
      authority: 'hzero.monitor.api',
      component: retryableLazy(() => import('./features/api-monitor/ApiMonitorPage')),
    },
    {
      path: '/hwfl/task',
      titleKey: 'hwfl.todo.title',
      authority: 'hzero.workflow.todo',
      component: retryableLazy(() => import('./features/tasks/MyTasksPage')),
    },
    {
      path: '/hwfl/task-done',
      titleKey: 'hwfl.done.title',
      authority: 'hzero.workflow.done',
      component: retryableLazy(() => import('./features/tasks/DoneTasksPage')),
    },
    {
      path: '/hwfl/approval-history',
      titleKey: 'hwfl.approvalHistory.title',
      authority: 'hzero.workflow.history',
      component: retryableLazy(() => import('./features/approval-history/ApprovalHistoryPage')),
    },
    {
      path: '/hwfl/process-define',
      titleKey: 'hwfl.processDefine.title',
      authority: 'hzero.workflow.define',
      component: retryableLazy(() => import('./features/process-define/ProcessDefinePage')),
    },
    {
      path: '/hwfl/documents',
      titleKey: 'hwfl.documents.title',
      authority: 'hzero.workflow.documents',
      component: retryableLazy(() => import('./features/process-documents/DocumentsPage')),
    },
    {
      path: '/hwfl/monitor',
      titleKey: 'hwfl.monitor.title',
      authority: 'hzero.workflow.monitor',
      component: retryableLazy(() => import('./features/process-monitor/MonitorPage')),
    },
  ],
};
