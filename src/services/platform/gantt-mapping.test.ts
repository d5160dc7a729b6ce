import {
  fromGanttLinkDto,
  fromGanttTaskDto,
  isNewGanttItem,
  roundProgress,
  splitByVersion,
  toGanttLinkDto,
  toGanttTaskDto,
  toReceivedDate,
  toSentDate,
} from './gantt-mapping';
import type {
  GanttLink,
  GanttLinkDto,
  GanttTask,
  GanttTaskDto,
  SavedGanttLinkDto,
  SavedGanttTaskDto,
} from './types';

const context = { ganttId: 9, organizationId: 7 };

const newTask: GanttTask = {
  id: 1700000000001,
  text: 'Design',
  order: 1,
  start_date: '2024-03-05',
  end_date: new Date(2024, 2, 8, 15, 30),
  parent: 0,
  duration: 3,
  progress: 0.4567,
  render: ['split', 'other'],
};

const existingTask: GanttTask = {
  id: 41,
  text: 'Build',
  order: 2,
  start_date: '2024-03-08 00:00:00',
  end_date: '2024-03-20',
  parent: 40,
  type: 'project',
  tenantId: 3,
  objectVersionNumber: 2,
  _token: 'tok',
  priority: 50,
  progress: 1,
  render: [],
};

describe('toGanttTaskDto (sent)', () => {
  const cases: Array<[string, GanttTask, GanttTaskDto]> = [
    [
      'new task: no taskId, defaults filled',
      newTask,
      {
        ganttId: 9,
        taskName: 'Design',
        orderSeq: 1,
        startDate: '2024-03-05 00:00:00',
        endDate: '2024-03-08 00:00:00',
        parentId: null,
        taskType: 'task',
        tenantId: 7,
        duration: 3,
        progress: 0.46,
        taskRender: 'split',
      },
    ],
    [
      'existing task: taskId from id, own tenant and type kept',
      existingTask,
      {
        ganttId: 9,
        taskId: 41,
        taskName: 'Build',
        orderSeq: 2,
        startDate: '2024-03-08 00:00:00',
        endDate: '2024-03-20 00:00:00',
        parentId: 40,
        taskType: 'project',
        tenantId: 3,
        objectVersionNumber: 2,
        _token: 'tok',
        priority: 50,
        progress: 1,
      },
    ],
    [
      'version 0 still exists; null parent; no progress is 0',
      {
        ...existingTask,
        objectVersionNumber: 0,
        parent: null,
        progress: undefined,
        type: '',
        tenantId: undefined,
      },
      {
        ganttId: 9,
        taskId: 41,
        taskName: 'Build',
        orderSeq: 2,
        startDate: '2024-03-08 00:00:00',
        endDate: '2024-03-20 00:00:00',
        parentId: null,
        taskType: 'task',
        tenantId: 7,
        objectVersionNumber: 0,
        _token: 'tok',
        priority: 50,
        progress: 0,
      },
    ],
  ];
  it.each(cases)('%s', (_name, task, expected) => {
    expect(toGanttTaskDto(task, context)).toStrictEqual(expected);
  });

  it('rejects a date it cannot read', () => {
    expect(() => toGanttTaskDto({ ...newTask, start_date: 'soon' }, context)).toThrow(RangeError);
  });
});

describe('fromGanttTaskDto (received)', () => {
  const dto: SavedGanttTaskDto = {
    ganttId: 9,
    taskId: 41,
    taskName: 'Build',
    orderSeq: 2,
    startDate: '2024-03-08 00:00:00',
    endDate: '2024-03-20 00:00:00',
    parentId: 40,
    taskType: 'project',
    tenantId: 3,
    objectVersionNumber: 2,
    _token: 'tok',
    progress: 0.25,
    taskRender: 'split',
  };
  const cases: Array<[string, SavedGanttTaskDto, Partial<GanttTask>]> = [
    [
      'fields renamed, dates cut, render a list',
      dto,
      {
        id: 41,
        text: 'Build',
        order: 2,
        start_date: '2024-03-08',
        end_date: '2024-03-20',
        parent: 40,
        type: 'project',
        render: ['split'],
        objectVersionNumber: 2,
        _token: 'tok',
      },
    ],
    ['no parent is null', { ...dto, parentId: null }, { parent: null }],
    ['no render is an empty list', { ...dto, taskRender: undefined }, { render: [] }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(fromGanttTaskDto(input)).toMatchObject(expected);
  });

  it('a received task sent back is an update of the same task', () => {
    const sent = toGanttTaskDto(fromGanttTaskDto(dto), context);
    expect(sent).toMatchObject({
      taskId: 41,
      startDate: '2024-03-08 00:00:00',
      endDate: '2024-03-20 00:00:00',
      parentId: 40,
      tenantId: 3,
      taskRender: 'split',
      objectVersionNumber: 2,
    });
  });
});

describe('links', () => {
  const cases: Array<[string, GanttLink, GanttLinkDto]> = [
    [
      'new link: no taskLinkId, tenant defaults to the organisation',
      { id: 'tmp-1', type: '0', source: 41, target: 42 },
      { ganttId: 9, linkType: '0', taskFromId: 41, taskTargetId: 42, tenantId: 7 },
    ],
    [
      'existing link: taskLinkId from id',
      {
        id: 5,
        type: '1',
        source: 41,
        target: 43,
        tenantId: 3,
        objectVersionNumber: 1,
        _token: 't',
      },
      {
        ganttId: 9,
        linkType: '1',
        taskFromId: 41,
        taskTargetId: 43,
        taskLinkId: 5,
        tenantId: 3,
        objectVersionNumber: 1,
        _token: 't',
      },
    ],
  ];
  it.each(cases)('sent: %s', (_name, link, expected) => {
    expect(toGanttLinkDto(link, context)).toStrictEqual(expected);
  });

  it('received: type, source, target and id', () => {
    const dto: SavedGanttLinkDto = {
      ganttId: 9,
      linkType: '2',
      taskFromId: 41,
      taskTargetId: 44,
      taskLinkId: 6,
      objectVersionNumber: 1,
    };
    expect(fromGanttLinkDto(dto)).toStrictEqual({
      id: 6,
      type: '2',
      source: 41,
      target: 44,
      ganttId: 9,
      objectVersionNumber: 1,
    });
  });
});

describe('helpers', () => {
  it.each([
    ['2024-01-02', '2024-01-02 00:00:00'],
    ['2024-01-02 13:14:15', '2024-01-02 00:00:00'],
    ['2024-01-02T23:59:59Z', '2024-01-02 00:00:00'],
  ])('sent date %s → %s', (input, expected) => {
    expect(toSentDate(input)).toBe(expected);
  });

  it('sent date of a Date uses its calendar day', () => {
    expect(toSentDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31 00:00:00');
  });

  it.each([
    ['2024-01-02 13:14:15', '2024-01-02'],
    ['2024-01-02', '2024-01-02'],
    [null, ''],
  ])('received date %s → %s', (input, expected) => {
    expect(toReceivedDate(input)).toBe(expected);
  });

  it.each([
    [0.4567, 0.46],
    [0.675, 0.68],
    [1.005, 1.01],
    [0.1, 0.1],
    [undefined, 0],
    [null, 0],
  ])('progress %s → %s', (input, expected) => {
    expect(roundProgress(input)).toBe(expected);
  });

  it.each([
    [{}, true],
    [{ objectVersionNumber: null }, true],
    [{ objectVersionNumber: 0 }, false],
    [{ objectVersionNumber: 3 }, false],
  ])('isNewGanttItem(%j) → %s', (item, expected) => {
    expect(isNewGanttItem(item)).toBe(expected);
  });

  it('splitByVersion separates new from existing', () => {
    const { created, updated } = splitByVersion([newTask, existingTask]);
    expect(created).toEqual([newTask]);
    expect(updated).toEqual([existingTask]);
  });
});
