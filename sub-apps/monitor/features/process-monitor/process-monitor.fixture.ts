/** Instances the page tests share: Acme's renovation budget, waiting at the department review. */
import type { MonitorInstanceDto } from '@polaris/core/services/workflow/monitor-types';

export const instance = (
  processInstanceId: number,
  processStatus: MonitorInstanceDto['processStatus'] = 'RUNNING',
): MonitorInstanceDto => ({
  processInstanceId,
  tenantId: 1,
  tenantName: 'Acme Property',
  definitionId: 302,
  processKey: 'RENOVATION_BUDGET',
  processName: 'Renovation budget',
  version: 2,
  businessKey: `RB-${processInstanceId}`,
  startUserName: 'Alice Chen',
  startTime: '2024-06-01 09:00:00',
  processStatus,
  currentNodeId: 'dept_review',
  currentTaskName: 'Department review',
  currentAssigneeName: 'Alice Chen',
  waitingTaskId: processInstanceId + 10000,
  waitingSince: '2024-06-05 09:00:00',
});
