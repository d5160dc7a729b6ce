/**
 * Done Tasks as a resource: the tasks the signed-in user acted on, latest first, with what they
 * did and their comment; History opens the instance's approval timeline; Recall (a dialog of the
 * page's own) is offered on every row and disabled, with the gateway's reason, where the process
 * no longer allows it.
 */
import { ApprovalTimeline } from '@polaris/core/kit/approval/ApprovalTimeline';
import { approvalActionText } from '@polaris/core/kit/approval/approval-actions';
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  ProcessTaskDto,
  ProcessTaskQuery,
} from '@polaris/core/services/workflow/process-types';
import { fetchDoneTasks } from './api/fetch-done-tasks';
import { DONE_KEY, processColumns, TASK_CHANGES, taskSearch } from './task-columns';

export const doneResource = defineResource<ProcessTaskDto, ProcessTaskQuery>({
  key: DONE_KEY,
  alsoChanges: TASK_CHANGES,
  texts: 'hwfl.task',
  title: 'hwfl.done.title',
  endpoint: fetchDoneTasks,
  rowKey: 'taskId',
  search: taskSearch,
  columns: [
    ...processColumns,
    {
      field: 'action',
      width: 130,
      render: (value: ProcessTaskDto['action'], _row, { t }) => approvalActionText(value, t),
    },
    { field: 'comment', width: 200 },
    { field: 'endTime', width: 170, kind: 'dateTime' },
  ],
  actions: [
    { key: 'detail' },
    {
      key: 'recall',
      disabledReason: (row) => (row.recallable ? undefined : row.recallBlockedReason),
    },
  ],
  detail: {
    title: (row, t) =>
      t('hwfl.task.drawer', {
        process: row.processName,
        step: row.taskName,
        id: row.processInstanceId,
      }),
    render: (row) => <ApprovalTimeline processInstanceId={String(row.processInstanceId)} />,
  },
});
