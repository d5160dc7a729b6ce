/** Test data of the My Tasks and Done Tasks page tests. */
import type { ProcessTaskDto } from '@polaris/core/services/workflow/process-types';

export const todoTask: ProcessTaskDto = {
  taskId: 20005,
  tenantId: 1,
  tenantName: 'Acme Property',
  processInstanceId: 10006,
  processName: 'Meter readings',
  processKey: 'METER_READING',
  businessKey: 'MR-B-2024-06',
  startUserName: 'Alice Chen',
  instanceStartTime: '2024-06-04 08:30:00',
  processStatus: 'RUNNING',
  nodeId: 'dept_review',
  taskName: 'Department review',
  assigneeName: 'Alice Chen',
  createTime: '2024-06-04 08:30:02',
  coSign: false,
  actions: ['Approved', 'Rejected', 'Delegate', 'Jump', 'CarbonCopy'],
  jumpTargets: [{ nodeId: 'submit', name: 'Submit' }],
  action: null,
  comment: null,
  endTime: null,
  recallable: false,
  recallBlockedReason: null,
};

export const doneTask = (recallable: boolean): ProcessTaskDto => ({
  ...todoTask,
  actions: [],
  jumpTargets: [],
  action: 'Approved',
  comment: 'Readings fine',
  endTime: '2024-06-05 10:00:00',
  recallable,
  recallBlockedReason: recallable ? null : 'The next step has already been acted on',
});
