// The workflow entries every person who approves has (the site menu and the organisation roles'
// "Workflow" roots): their pending and done tasks and the approval history.
import { page, type MenuDef } from './define';

export const workflowTaskPages: MenuDef[] = [
  page('hzero.workflow.todo', '我的待办', 'My Tasks', 'audit', '/hwfl/task'),
  page('hzero.workflow.done', '我的已办', 'Done Tasks', 'check', '/hwfl/task-done'),
  page(
    'hzero.workflow.history',
    '审批历史',
    'Approval History',
    'history',
    '/hwfl/approval-history',
  ),
];
