/** My Tasks, Done Tasks and the action on a task through the real client, as alice (Acme). */
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { serviceContract } from '../../../../../test/support/service-contract';
import { actOnTask } from './act-on-task';
import { fetchDoneTasks } from './fetch-done-tasks';
import { fetchTodoTasks } from './fetch-todo-tasks';

const api = serviceContract('alice');
/** Alice's seeded department review of 10006 (meter readings, building B). */
const TASK = 20005;

describe('workflow tasks', () => {
  it('My Tasks: GET /process/task/todo in the organisation’s path, Acme’s only', async () => {
    const page = await fetchTodoTasks({ businessKey: 'MR', processName: '' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hwfl/v1/1/process/task/todo',
      query: { businessKey: 'MR' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        taskId: TASK,
        processInstanceId: 10006,
        taskName: 'Department review',
        tenantName: 'Acme Property',
        jumpTargets: [{ nodeId: 'submit', name: 'Submit' }],
      }),
    ]);
    expect(page.content[0].actions).toEqual(expect.arrayContaining(['Approved', 'Jump']));
  });

  it('approve with a comment: in the history at once; then done, and recalled', async () => {
    await actOnTask(TASK, { action: 'Approved', comment: 'Readings fine' });
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: `/hwfl/v1/1/process/task/${TASK}/action`,
      query: {},
      body: { action: 'Approved', comment: 'Readings fine' },
    });
    const steps = await fetchApprovalHistory(10006);
    expect(steps.slice(-2)).toMatchObject([
      { action: 'Approved', assigneeName: 'Alice Chen', comment: 'Readings fine' },
      { action: null, taskName: 'Finance review', assigneeName: '管理员' },
    ]);
    const done = await fetchDoneTasks();
    expect(done.content[0]).toMatchObject({ taskId: TASK, action: 'Approved', recallable: true });

    await actOnTask(TASK, { action: 'Recall', comment: 'One more look' });
    const again = await fetchDoneTasks();
    expect(again.content[0]).toMatchObject({
      recallable: false,
      recallBlockedReason: 'The next step has already been acted on',
    });
    const todo = await fetchTodoTasks({ businessKey: 'MR-B' });
    expect(todo.content.map((row) => row.taskName)).toEqual(['Department review']);
  });

  it('a refusal names what is wrong, in the user’s language', async () => {
    await expect(actOnTask(TASK, { action: 'Rejected', comment: ' ' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(
      actOnTask(TASK, { action: 'Jump', comment: 'x', targetNodeId: 'finance_review' }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(actOnTask(20004, { action: 'Approved' })).rejects.toMatchObject({
      code: 'error.workflow.not_assigned',
    });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'Comment is required',
      'The step finance_review to send back to is not before "Department review"',
      'The task "Finance review" is not assigned to you',
    ]);
  });
});
