/** The Gantt calls through the real client against the gateway, signed in as alice (Acme, chart 1). */
import { serviceContract } from '../../../../../test/support/service-contract';
import { planChanges } from '../model/changes';
import { newId, type Plan } from '../model/plan';
import { savePlan } from '../model/save-plan';
import { ganttBatchApi } from './gantt-api';
import { loadPlan, treeOrder } from './load-plan';

const api = serviceContract('alice');
const scope = { ganttId: 1, tenantId: 1 };

describe('Gantt service', () => {
  it('loads tasks and links with the query the spec names, as a plan in tree order', async () => {
    const plan = await loadPlan(scope);
    expect(api.sent().map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', '/hpfm/v1/1/gantt-tasks', { tenantId: '1', ganttId: '1' }],
      ['GET', '/hpfm/v1/1/gantt-task-links/1', {}],
    ]);
    expect(plan.tasks.map((task) => [task.id, task.parent])).toEqual([
      ['101', null],
      ['102', '101'],
      ['103', '101'],
      ['104', '101'],
      ['105', '101'],
      ['106', null],
    ]);
    expect(plan.tasks[0].start_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(plan.links).toHaveLength(4);
  });

  it('saves a move, a new task under a new parent and a link; a reload shows them', async () => {
    const before = await loadPlan(scope);
    const moved = { ...before.tasks[1], start_date: '2030-01-07', end_date: '2030-01-09' };
    const parent = {
      ...moved,
      id: newId(1),
      text: 'Phase 2',
      parent: null,
      order: 9,
      objectVersionNumber: undefined,
      _token: undefined,
    };
    const child = { ...parent, id: newId(2), text: 'Weld', parent: newId(1), order: 1 };
    const current: Plan = {
      tasks: [moved, ...before.tasks.slice(2), parent, child],
      links: [...before.links, { id: newId(3), type: '0', source: moved.id, target: newId(2) }],
    };
    api.gateway.state.calls.reset();
    const outcome = await savePlan(
      { baseline: before, current: { ...current, tasks: [before.tasks[0], ...current.tasks] } },
      scope,
      ganttBatchApi,
    );
    expect(outcome.failure).toBeUndefined();
    expect(api.sent().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /hpfm/v1/1/gantt-tasks/batch',
      'POST /hpfm/v1/1/gantt-tasks/batch',
      'POST /hpfm/v1/1/gantt-task-links',
    ]);
    expect(api.sent()[0].body).toEqual([
      expect.objectContaining({
        taskId: 102,
        startDate: '2030-01-07 00:00:00',
        objectVersionNumber: 1,
      }),
      expect.objectContaining({ taskName: 'Phase 2', parentId: null, tenantId: 1, ganttId: 1 }),
    ]);
    const after = await loadPlan(scope);
    expect(planChanges(after, outcome.current)).toEqual({
      savedTasks: [],
      deletedTasks: [],
      savedLinks: [],
      deletedLinks: [],
    });
    const weld = after.tasks.find((task) => task.text === 'Weld');
    expect(after.tasks.find((task) => task.id === weld?.parent)?.text).toBe('Phase 2');
    expect(after.links.some((link) => link.source === '102' && link.target === weld?.id)).toBe(
      true,
    );
  });

  it('a stale version: the server message, the failing task named, nothing saved', async () => {
    const before = await loadPlan(scope);
    const renamed = before.tasks.map((task) =>
      task.id === '103' ? { ...task, text: 'Mine' } : task,
    );
    // someone else saves task 103 first
    await savePlan(
      {
        baseline: before,
        current: {
          ...before,
          tasks: before.tasks.map((task) =>
            task.id === '103' ? { ...task, text: 'Theirs' } : task,
          ),
        },
      },
      scope,
      ganttBatchApi,
    );
    const outcome = await savePlan(
      { baseline: before, current: { ...before, tasks: renamed } },
      scope,
      ganttBatchApi,
    );
    expect(outcome.failure?.record).toEqual({ kind: 'task', id: '103' });
    expect(outcome.failure?.error).toMatchObject({ kind: 'business', code: 'error.data_changed' });
    expect(outcome.current.tasks.find((task) => task.id === '103')?.text).toBe('Mine');
    expect(api.notices).toEqual([]); // silent: the page shows it on the task
    expect((await loadPlan(scope)).tasks.find((task) => task.id === '103')?.text).toBe('Theirs');
  });

  it('orders a flat list as a tree', () => {
    const task = (id: string, parent: string | null, order: number) => ({ id, parent, order });
    expect(
      treeOrder([
        task('c', 'a', 2),
        task('b', 'a', 1),
        task('a', null, 2),
        task('d', null, 1),
        task('e', 'gone', 0),
      ]).map((t) => t.id),
    ).toEqual(['e', 'd', 'a', 'b', 'c']);
  });
});
