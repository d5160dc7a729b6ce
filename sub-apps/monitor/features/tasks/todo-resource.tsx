/**
 * My Tasks as a resource: the signed-in user's pending tasks (every tenant the role reads), newest
 * first; Handle (or the process name) opens the task: its document, history and actions
 * (MyTasksPage's drawer).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  ProcessTaskDto,
  ProcessTaskQuery,
} from '@polaris/core/services/workflow/process-types';
import { Tag } from 'antd';
import { fetchTodoTasks } from './api/fetch-todo-tasks';
import { processColumns, TASK_CHANGES, taskSearch, TODO_KEY } from './task-columns';

export const todoResource = defineResource<ProcessTaskDto, ProcessTaskQuery>({
  key: TODO_KEY,
  alsoChanges: TASK_CHANGES,
  texts: 'hwfl.task',
  title: 'hwfl.todo.title',
  endpoint: fetchTodoTasks,
  rowKey: 'taskId',
  search: taskSearch,
  columns: [
    ...processColumns.map((column) =>
      column.field === 'processName' ? { ...column, opens: 'open' as const } : column,
    ),
    {
      field: 'coSign',
      title: 'hwfl.task.coSign',
      width: 90,
      render: (value: boolean, _row, { t }) =>
        value ? <Tag color="purple">{t('hwfl.task.coSign')}</Tag> : null,
    },
    { field: 'createTime', width: 170, kind: 'dateTime' },
  ],
  actions: [{ key: 'open' }],
});
