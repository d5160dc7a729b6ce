import type { GanttLinkDto, GanttTaskDto } from '@polaris/core/services/gantt/types';
import {
  linkFromWire,
  linkToWire,
  newId,
  taskFromWire,
  taskToWire,
  type PlanLink,
  type PlanTask,
} from './plan';

const scope = { ganttId: 7, tenantId: 2 };

const wireTask: GanttTaskDto = {
  ganttId: 7,
  taskId: 201,
  taskName: 'Assemble',
  orderSeq: 3,
  startDate: '2024-07-01 00:00:00',
  endDate: '2024-07-04 00:00:00',
  parentId: 200,
  taskType: 'task',
  tenantId: 2,
  objectVersionNumber: 4,
  _token: 'tk',
  duration: 3,
  priority: 2,
  progress: 0.456,
  taskRender: 'split',
};

const planTask: PlanTask = {
  id: '201',
  text: 'Assemble',
  start_date: '2024-07-01',
  end_date: '2024-07-04',
  parent: '200',
  order: 3,
  type: 'task',
  progress: 0.46,
  duration: 3,
  priority: 2,
  render: ['split'],
  objectVersionNumber: 4,
  _token: 'tk',
};

describe('tasks received', () => {
  it.each<[string, Partial<GanttTaskDto>, Partial<PlanTask>]>([
    ['every field', {}, planTask],
    ['no parent', { parentId: null }, { parent: null }],
    ['no type', { taskType: undefined }, { type: 'task' }],
    ['no render value', { taskRender: null }, { render: [] }],
    [
      'dates cut to ten characters',
      { startDate: '2024-07-01 08:30:00' },
      { start_date: '2024-07-01' },
    ],
    ['no progress', { progress: undefined }, { progress: 0 }],
  ])('%s', (_label, wire, expected) => {
    expect(taskFromWire({ ...wireTask, ...wire })).toMatchObject(expected);
  });
});

describe('tasks sent', () => {
  it.each<[string, Partial<PlanTask>, Partial<GanttTaskDto>]>([
    [
      'an existing task: its id, version and token',
      {},
      {
        ganttId: 7,
        taskId: 201,
        taskName: 'Assemble',
        orderSeq: 3,
        startDate: '2024-07-01 00:00:00',
        endDate: '2024-07-04 00:00:00',
        parentId: 200,
        taskType: 'task',
        tenantId: 2,
        objectVersionNumber: 4,
        _token: 'tk',
        duration: 3,
        priority: 2,
        progress: 0.46,
        taskRender: 'split',
      },
    ],
    ['no parent: null', { parent: null }, { parentId: null }],
    ['no type: task', { type: '' }, { taskType: 'task' }],
    ['progress with two decimals', { progress: 0.12345 }, { progress: 0.12 }],
    ['the first render value', { render: ['a', 'b'] }, { taskRender: 'a' }],
    ['no render value', { render: [] }, { taskRender: null }],
  ])('%s', (_label, task, expected) => {
    expect(taskToWire({ ...planTask, ...task }, scope)).toMatchObject(expected);
  });

  it('a new task has no taskId, version or token; the organisation is the current one', () => {
    const sent = taskToWire(
      { ...planTask, id: newId(1), objectVersionNumber: undefined, _token: undefined },
      scope,
    );
    expect(sent).not.toHaveProperty('taskId');
    expect(sent.objectVersionNumber).toBeUndefined();
    expect(sent._token).toBeUndefined();
    expect(sent.tenantId).toBe(2);
    expect(JSON.parse(JSON.stringify(sent))).not.toHaveProperty('objectVersionNumber');
  });

  it('refuses a parent that has no number yet', () => {
    expect(() => taskToWire({ ...planTask, parent: newId(3) }, scope)).toThrow(/not been saved/);
  });
});

describe('links', () => {
  const wire: GanttLinkDto = {
    ganttId: 7,
    taskLinkId: 31,
    linkType: '2',
    taskFromId: 201,
    taskTargetId: 202,
    tenantId: 2,
    objectVersionNumber: 1,
    _token: 'lt',
  };
  const link: PlanLink = {
    id: '31',
    type: '2',
    source: '201',
    target: '202',
    objectVersionNumber: 1,
    _token: 'lt',
  };

  it('received: type, source, target and id', () => {
    expect(linkFromWire(wire)).toEqual(link);
  });

  it('sent: back to the wire, the id only with a version', () => {
    expect(linkToWire(link, scope)).toEqual(wire);
    const fresh = linkToWire({ ...link, id: newId(4), objectVersionNumber: undefined }, scope);
    expect(fresh).not.toHaveProperty('taskLinkId');
    expect(fresh).toMatchObject({ linkType: '2', taskFromId: 201, taskTargetId: 202, tenantId: 2 });
  });
});
