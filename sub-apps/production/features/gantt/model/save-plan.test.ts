import type { GanttLinkDto, GanttTaskDto } from '@polaris/core/services/gantt/types';
import { planChanges } from './changes';
import { basePlan, newTask, savedLink } from './plan.fixture';
import type { Plan } from './plan';
import { savePlan, type GanttBatchApi } from './save-plan';

const scope = { ganttId: 1, tenantId: 2 };

/** A gateway stand-in that numbers new records from 100 and bumps versions, recording calls. */
function fakeApi(fail: Partial<Record<keyof GanttBatchApi, unknown>> = {}) {
  const calls: [keyof GanttBatchApi, unknown[]][] = [];
  let next = 100;
  const run = async <T>(name: keyof GanttBatchApi, list: unknown[], answer: () => T) => {
    calls.push([name, list]);
    if (fail[name]) throw fail[name];
    return answer();
  };
  const api: GanttBatchApi = {
    saveTasks: (tasks) =>
      run('saveTasks', tasks, () =>
        tasks.map(
          (task): GanttTaskDto => ({
            ...task,
            taskId: task.taskId ?? (next += 1),
            objectVersionNumber: (task.objectVersionNumber ?? 0) + 1,
            _token: 'x',
          }),
        ),
      ),
    saveLinks: (links) =>
      run('saveLinks', links, () =>
        links.map(
          (link): GanttLinkDto => ({
            ...link,
            taskLinkId: link.taskLinkId ?? (next += 1),
            objectVersionNumber: (link.objectVersionNumber ?? 0) + 1,
            _token: 'y',
          }),
        ),
      ),
    deleteTasks: (tasks) => run('deleteTasks', tasks, () => undefined),
    deleteLinks: (links) => run('deleteLinks', links, () => undefined),
  };
  return { api, calls };
}

const edited: Plan = {
  tasks: [
    ...basePlan.tasks
      .filter((task) => task.id !== '3')
      .map((task) => (task.id === '2' ? { ...task, text: 'Renamed' } : task)),
    newTask('new:1', { text: 'Phase', order: 2 }),
    newTask('new:2', { text: 'Step', parent: 'new:1' }),
  ],
  links: [{ ...savedLink('new:3', '2', 'new:2'), objectVersionNumber: undefined }],
};

describe('saving a plan', () => {
  it('sends removed links, tasks by level, new links, removed tasks; then nothing is unsaved', async () => {
    const { api, calls } = fakeApi();
    const outcome = await savePlan({ baseline: basePlan, current: edited }, scope, api);
    expect(outcome.failure).toBeUndefined();
    expect(calls.map(([name, list]) => [name, list.length])).toEqual([
      ['deleteLinks', 1],
      ['saveTasks', 2], // the rename and the new parent
      ['saveTasks', 1], // its child, which names the parent's new number
      ['saveLinks', 1],
      ['deleteTasks', 1],
    ]);
    expect(calls[2][1][0]).toMatchObject({ taskName: 'Step', parentId: 101 });
    expect(calls[3][1][0]).toMatchObject({ taskFromId: 2, taskTargetId: 102 });
    expect(calls[4][1][0]).toEqual({ taskId: 3, objectVersionNumber: 1, _token: 't3' });
    expect(outcome.current.tasks.map((task) => task.id)).toEqual(['1', '2', '101', '102']);
    expect(outcome.current.tasks[1].objectVersionNumber).toBe(2);
    const left = planChanges(outcome.baseline, outcome.current);
    expect([left.savedTasks, left.deletedTasks, left.savedLinks, left.deletedLinks]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('a stale version keeps every edit, the failing task named by its position', async () => {
    const stale = { body: { failed: true, code: 'error.data_changed', index: 0 } };
    const { api, calls } = fakeApi({ saveTasks: stale });
    const outcome = await savePlan({ baseline: basePlan, current: edited }, scope, api);
    expect(outcome.failure).toEqual({ error: stale, record: { kind: 'task', id: '2' } });
    expect(outcome.current).toEqual(edited);
    expect(calls.map(([name]) => name)).toEqual(['deleteLinks', 'saveTasks']);
    // the removed link is saved; the rest is still to do
    const left = planChanges(outcome.baseline, outcome.current);
    expect(left.deletedLinks).toEqual([]);
    expect(left.savedTasks.map((task) => task.id)).toEqual(['2', 'new:1', 'new:2']);
    expect(outcome.progressed).toBe(true);
  });

  it('a failed link batch keeps the links, with the tasks saved and renumbered', async () => {
    const { api } = fakeApi({ saveLinks: { body: { failed: true, index: 0 } } });
    const outcome = await savePlan({ baseline: basePlan, current: edited }, scope, api);
    expect(outcome.failure?.record).toEqual({ kind: 'link', id: 'new:3' });
    const left = planChanges(outcome.baseline, outcome.current);
    expect(left.savedTasks).toEqual([]);
    expect(left.savedLinks).toEqual([expect.objectContaining({ source: '2', target: '102' })]);
    expect(left.deletedTasks.map((task) => task.id)).toEqual(['3']);
  });

  it('a failure without a position names no record', async () => {
    const { api } = fakeApi({ deleteLinks: new Error('offline') });
    const outcome = await savePlan({ baseline: basePlan, current: edited }, scope, api);
    expect(outcome.failure).toEqual({ error: new Error('offline'), record: undefined });
    expect(outcome.progressed).toBe(false);
    expect(outcome.baseline).toBe(basePlan);
  });
});
