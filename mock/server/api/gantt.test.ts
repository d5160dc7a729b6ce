// /hpfm Gantt tasks and links: seed, optimistic lock, all-or-nothing batches, validation, scope.
import { callApi, useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const tokenOf = (login: 'admin' | 'alice') => t.gateway.state.signIn(login).accessToken;
const ALICE = '/hpfm/v1/1'; // alice's tenant role: the organisation prefix

type Task = Record<string, unknown> & { taskId: number; objectVersionNumber: number };

const getTasks = async (token: string, prefix = ALICE, tenantId = 1) =>
  (await callApi(t.url, `${prefix}/gantt-tasks?tenantId=${tenantId}&ganttId=1`, { token }))
    .body as Task[];
const save = (token: string, body: unknown, prefix = ALICE) =>
  callApi(t.url, `${prefix}/gantt-tasks/batch`, { method: 'POST', token, body });
const remove = (token: string, path: string, body: unknown) =>
  callApi(t.url, path, {
    method: 'POST',
    token,
    body,
    headers: { 'X-HTTP-Method-Override': 'DELETE' },
  });

const newTask = (extra: Record<string, unknown> = {}) => ({
  ganttId: 1,
  taskName: 'Paint walls',
  orderSeq: 7,
  startDate: '2024-07-01 00:00:00',
  endDate: '2024-07-04 00:00:00',
  parentId: null,
  taskType: 'task',
  tenantId: 1,
  duration: 3,
  priority: 40,
  progress: 0.333,
  taskRender: null,
  ...extra,
});

const DATA_CHANGED = {
  failed: true,
  code: 'error.data_changed',
  message: 'The record has been modified by someone else, please refresh',
  type: 'warn',
};

describe('seed', () => {
  it('has six tasks with a parent and its children, and links', async () => {
    const token = tokenOf('alice');
    const tasks = await getTasks(token);
    expect(tasks).toHaveLength(6);
    expect(tasks[0]).toEqual({
      ganttId: 1,
      taskId: 101,
      taskName: 'Renovate building A',
      orderSeq: 1,
      startDate: '2024-06-03 00:00:00',
      endDate: '2024-06-29 00:00:00',
      parentId: null,
      taskType: 'project',
      tenantId: 1,
      objectVersionNumber: 1,
      _token: expect.any(String),
      duration: 26,
      priority: 50,
      progress: 0.42,
      taskRender: 'split',
    });
    expect(tasks.filter((task) => task.parentId === 101)).toHaveLength(4);
    const links = await callApi(t.url, `${ALICE}/gantt-task-links/1`, { token });
    expect(links.body).toHaveLength(4);
    expect(links.body[0]).toMatchObject({
      taskLinkId: 101,
      taskFromId: 102,
      taskTargetId: 103,
      linkType: '0',
    });
  });

  it.each([
    ['admin on the site path, own tenant', 'admin', '/hpfm/v1', 0, 6],
    ['admin on the site path, another tenant', 'admin', '/hpfm/v1', 2, 6],
    ['alice on the site path, own tenant', 'alice', '/hpfm/v1', 1, 6],
  ] as const)('lists for %s', async (_label, login, prefix, tenantId, count) => {
    expect(await getTasks(tokenOf(login), prefix, tenantId)).toHaveLength(count);
  });

  it('refuses another organisation to a tenant role', async () => {
    const result = await callApi(t.url, '/hpfm/v1/gantt-tasks?tenantId=2&ganttId=1', {
      token: tokenOf('alice'),
    });
    expect(result.body).toMatchObject({ failed: true, code: 'error.permission.tenant_mismatch' });
  });
});

describe('optimistic lock', () => {
  it('creates, updates with the right version, and refuses a stale one saving nothing', async () => {
    const token = tokenOf('alice');
    const created = await save(token, [newTask()]);
    expect(created.body).toEqual([
      expect.objectContaining({
        taskId: expect.any(Number),
        objectVersionNumber: 1,
        progress: 0.33,
      }),
    ]);
    const task = created.body[0] as Task;
    expect(typeof task._token).toBe('string');

    const updated = await save(token, [{ ...task, taskName: 'Paint walls twice' }]);
    expect(updated.body[0]).toMatchObject({ taskId: task.taskId, objectVersionNumber: 2 });

    // A batch with a fine update, a new task and a stale update: nothing of it is saved.
    const [parent] = await getTasks(token);
    const stale = await save(token, [
      { ...parent, taskName: 'Renamed' },
      newTask({ taskName: 'Never saved' }),
      { ...task, taskName: 'Stale write' },
    ]);
    expect(stale.status).toBe(200);
    // the failure names the item it stopped at: the third of the list sent
    expect(stale.body).toEqual({ ...DATA_CHANGED, index: 2 });
    const after = await getTasks(token);
    expect(after).toHaveLength(7);
    expect(after.find((x) => x.taskId === parent.taskId)).toMatchObject({
      taskName: 'Renovate building A',
      objectVersionNumber: 1,
    });
    expect(after.find((x) => x.taskId === task.taskId)).toMatchObject({
      taskName: 'Paint walls twice',
      objectVersionNumber: 2,
    });
  });

  it('deletes with the version checked, cascading to children and links', async () => {
    const token = tokenOf('alice');
    const [parent] = await getTasks(token);
    const stale = await remove(token, `${ALICE}/gantt-tasks`, [
      { ...parent, objectVersionNumber: 9 },
    ]);
    expect(stale.body).toEqual(DATA_CHANGED);
    const deleted = await remove(token, `${ALICE}/gantt-tasks`, [parent]);
    expect(deleted.status).toBe(200);
    expect((await getTasks(token)).map((task) => task.taskId)).toEqual([106]);
    expect((await callApi(t.url, `${ALICE}/gantt-task-links/1`, { token })).body).toEqual([]);
  });

  it('creates, updates and deletes links under the same rules', async () => {
    const token = tokenOf('alice');
    const link = { ganttId: 1, linkType: '1', taskFromId: 102, taskTargetId: 104, tenantId: 1 };
    const created = await callApi(t.url, `${ALICE}/gantt-task-links`, {
      method: 'POST',
      token,
      body: [link],
    });
    const saved = created.body[0];
    expect(saved).toMatchObject({
      ...link,
      objectVersionNumber: 1,
      taskLinkId: expect.any(Number),
    });
    const updated = await callApi(t.url, `${ALICE}/gantt-task-links`, {
      method: 'POST',
      token,
      body: [{ ...saved, linkType: '2' }],
    });
    expect(updated.body[0]).toMatchObject({ linkType: '2', objectVersionNumber: 2 });
    const stale = await remove(token, `${ALICE}/gantt-task-links`, [saved]);
    expect(stale.body).toEqual(DATA_CHANGED);
    await remove(token, `${ALICE}/gantt-task-links`, [updated.body[0]]);
    expect((await callApi(t.url, `${ALICE}/gantt-task-links/1`, { token })).body).toHaveLength(4);
  });
});

describe('validation', () => {
  it.each([
    [
      'endDate before startDate',
      [newTask({ endDate: '2024-06-30 00:00:00' })],
      'error.gantt.date_range',
      /before startDate/,
    ],
    [
      'an unknown parentId',
      [newTask({ parentId: 999 })],
      'error.gantt.parent_not_found',
      /parent task 999/,
    ],
    ['a bad date', [newTask({ startDate: '2024-02-30' })], 'error.gantt.invalid', /startDate/],
    ['no ganttId', [newTask({ ganttId: undefined })], 'error.gantt.invalid', /ganttId is required/],
    ['not a list', { taskName: 'x' }, 'error.gantt.invalid', /array/],
    [
      'an unknown task id with a version',
      [newTask({ taskId: 999, objectVersionNumber: 1 })],
      'error.data_not_exists',
      /999/,
    ],
    [
      'a parent cycle',
      [newTask({ taskId: 101, objectVersionNumber: 1, parentId: 102 })],
      'error.gantt.parent_cycle',
      /ancestor/,
    ],
    [
      'another tenant in the body',
      [newTask({ tenantId: 2 })],
      'error.permission.tenant_mismatch',
      /tenantId 2/,
    ],
  ])('refuses a task batch with %s', async (_label, body, code, message) => {
    const token = tokenOf('alice');
    const result = await save(token, body);
    expect(result.body).toMatchObject({
      failed: true,
      code,
      message: expect.stringMatching(message),
    });
    expect(await getTasks(token)).toHaveLength(6);
  });

  it.each([
    ['a bad date', newTask({ startDate: '2024-02-30' }), 'error.gantt.invalid'],
    ['endDate before startDate', newTask({ endDate: '2024-06-30' }), 'error.gantt.date_range'],
  ])('names the position of the item with %s', async (_label, bad, code) => {
    const result = await save(tokenOf('alice'), [newTask({ taskName: 'Fine' }), bad]);
    expect(result.body).toMatchObject({ failed: true, code, index: 1 });
  });

  it.each([
    ['a missing task', { taskFromId: 102, taskTargetId: 999 }, 'error.gantt.link_task_not_found'],
    [
      'a task of another gantt',
      { ganttId: 2, taskFromId: 102, taskTargetId: 103 },
      'error.gantt.link_task_not_found',
    ],
    ['the same task twice', { taskFromId: 102, taskTargetId: 102 }, 'error.gantt.link_self'],
    [
      'a bad link type',
      { taskFromId: 102, taskTargetId: 103, linkType: '7' },
      'error.gantt.invalid',
    ],
  ])('refuses a link to %s', async (_label, link, code) => {
    const result = await callApi(t.url, `${ALICE}/gantt-task-links`, {
      method: 'POST',
      token: tokenOf('alice'),
      body: [{ ganttId: 1, linkType: '0', ...link }],
    });
    expect(result.body).toMatchObject({ failed: true, code });
  });

  it('requires ganttId to list tasks', async () => {
    const result = await callApi(t.url, `${ALICE}/gantt-tasks?tenantId=1`, {
      token: tokenOf('alice'),
    });
    expect(result.body).toMatchObject({ failed: true, message: 'ganttId is required' });
  });
});
