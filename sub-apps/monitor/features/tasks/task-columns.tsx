/**
 * What My Tasks and Done Tasks share: the search (process, business key), the task's columns and
 * the query keys the lists live under (an action changes both, the approval history and the
 * instance list: `TASK_CHANGES`).
 */
import type { ColumnSpec, SearchFieldSpec } from '@polaris/core/kit/resource/types';
import type { ProcessTaskDto } from '@polaris/core/services/workflow/process-types';

export const TODO_KEY = ['hwfl', 'tasks', 'todo'] as const;
export const DONE_KEY = ['hwfl', 'tasks', 'done'] as const;
/** Everything an action on a task may change. */
export const TASK_CHANGES = [['hwfl'], ['workflow', 'approval-history']] as const;

export const taskSearch: readonly SearchFieldSpec[] = [
  { name: 'processName', span: 6 },
  { name: 'businessKey', span: 6 },
];

export const processColumns: readonly ColumnSpec<ProcessTaskDto>[] = [
  { field: 'processName', width: 170, opens: true },
  { field: 'businessKey', width: 150 },
  { field: 'taskName', width: 150 },
  { field: 'startUserName', width: 120 },
  { field: 'tenantName', width: 140 },
];
