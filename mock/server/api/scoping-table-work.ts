// Scope rows of the export, audit, approval-history and Gantt routes. See scoping-types.ts for
// what a row says.
import { RECORDS, type Caller } from './scoping-fixtures';
import {
  anyRow,
  forms,
  type Call,
  pathOnly,
  scoped,
  seesAll,
  type Form,
  type Probe,
  type ScopeTable,
} from './scoping-types';

/** Another tenant's records in a read an organisation's role makes (site level reads all). */
const otherRecords =
  (probe: (victim: number) => Probe | undefined) => (c: Caller, victim: number) => {
    const made = c.site ? undefined : probe(victim);
    return made ? [made] : [];
  };

/** An audit read: the caller's own, or another tenant's record named by `field` and its id. */
const auditRead = (field: 'entityCode' | 'documentCode') =>
  scoped({
    own: () => ({ query: `${field}=HPFM.TENANT` }),
    others: otherRecords((victim) => {
      const { entityCode, entityId } = RECORDS[victim].audit;
      return { query: `${field}=${entityCode}&entityId=${entityId}`, reveals: anyRow };
    }),
  });

const ganttTask = (tenantId: number, n: number) => tenantId * 100 + n;
/** A Gantt write naming another organisation: by its tenantId, then by its record's id alone. */
const ganttOthers =
  (item: (victim: number) => Record<string, unknown>) => (c: Caller, victim: number, form: Form) =>
    seesAll(c, form)
      ? []
      : [{ body: [{ ...item(victim), tenantId: victim }] }, { body: [item(victim)] }];

/** Per tenant: a seeded waiting task, its assignee, a user to copy and its business key. */
const WORKFLOW: Record<number, { task: number; copy: number; key: string }> = {
  1: { task: 20005, copy: 1003, key: 'MR-B-2024-06' },
  2: { task: 20006, copy: 2002, key: 'GX-L03-2024-06' },
};
/** Admin's own waiting task (Acme's finance review of 10005). */
const ADMIN_TASK = { task: 20004, copy: 1003 };
/** A carbon copy on the caller's own waiting task: succeeds and moves nothing. */
const ownTaskCall = (c: Caller): Call => {
  const own = c.user === 'admin' ? ADMIN_TASK : WORKFLOW[c.tenantId];
  return {
    params: { taskId: own.task },
    body: { action: 'CarbonCopy', targetUserId: own.copy, comment: 'Probe' },
  };
};
/** My Tasks and Done Tasks: another tenant's task is never in the caller's list. */
const taskList = scoped({
  own: () => ({}),
  others: otherRecords((victim) =>
    WORKFLOW[victim]
      ? { query: `businessKey=${WORKFLOW[victim].key}`, reveals: anyRow }
      : undefined,
  ),
});

const TASK = { ganttId: 1, taskName: 'Probe', startDate: '2024-06-01', endDate: '2024-06-02' };

export const recordScopes: ScopeTable = {
  ...forms('GET', '/hpfm/v1/:tid/exports/demo', pathOnly({ query: 'exportType=COLUMN' })),
  ...forms('POST', '/hpfm/v1/:tid/exports/demo', pathOnly({ query: 'exportType=COLUMN' })),
  ...forms('POST', '/hpfm/v1/:tid/exports/demo/async', pathOnly()),
  ...forms('GET', '/hmnt/v1[/:tid]/audit-datas', auditRead('entityCode')),
  ...forms('GET', '/hmnt/v1/:tid/audit-documents/log/detail', auditRead('documentCode')),
  ...forms(
    'GET',
    '/hmnt/v1/:tid/audit-documents/page-route',
    pathOnly({ query: 'documentCode=HPFM.TENANT' }),
  ),
  ...forms(
    'GET',
    '/hwfl/v1/:tid/process/instance',
    scoped({
      own: () => ({}),
      others: otherRecords((victim) =>
        RECORDS[victim].process === undefined
          ? undefined
          : { query: `processInstanceId=${RECORDS[victim].process}`, reveals: anyRow },
      ),
    }),
  ),
  ...forms(
    'GET',
    '/hwfl/v1/:tid/process/instance/:processInstanceId/approve-history',
    scoped({
      own: (c) => ({ params: { processInstanceId: RECORDS[c.tenantId].process ?? 10001 } }),
      others: otherRecords((victim) =>
        RECORDS[victim].process === undefined
          ? undefined
          : { params: { processInstanceId: RECORDS[victim].process }, reveals: anyRow },
      ),
    }),
  ),
  ...forms('GET', '/hwfl/v1/:tid/process/task/todo', taskList),
  ...forms('GET', '/hwfl/v1/:tid/process/task/done', taskList),
  ...forms(
    'POST',
    '/hwfl/v1/:tid/process/task/:taskId/action',
    scoped({
      own: ownTaskCall,
      others: otherRecords((victim) =>
        WORKFLOW[victim]
          ? { params: { taskId: WORKFLOW[victim].task }, body: { action: 'Approved' } }
          : undefined,
      ),
      otherUser: (c) => [
        {
          params: { taskId: c.user === 'admin' ? WORKFLOW[1].task : ADMIN_TASK.task },
          body: { action: 'Approved' },
        },
      ],
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1[/:tid]/gantt-tasks',
    scoped({
      own: () => ({ query: 'ganttId=1' }),
      others: (c, victim, form) =>
        seesAll(c, form) ? [] : [{ query: `ganttId=1&tenantId=${victim}` }],
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1[/:tid]/gantt-task-links/:ganttId',
    scoped({
      own: () => ({ params: { ganttId: 1 } }),
      others: (c, victim, form) =>
        seesAll(c, form) ? [] : [{ params: { ganttId: 1 }, query: `tenantId=${victim}` }],
    }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1[/:tid]/gantt-tasks/batch',
    scoped({
      own: () => ({ body: [TASK] }),
      others: ganttOthers((victim) => ({
        ...TASK,
        taskId: ganttTask(victim, 2),
        objectVersionNumber: 1,
      })),
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1[/:tid]/gantt-tasks',
    scoped({
      own: (c) => ({ body: [{ taskId: ganttTask(c.tenantId, 6), objectVersionNumber: 1 }] }),
      others: ganttOthers((victim) => ({ taskId: ganttTask(victim, 6), objectVersionNumber: 1 })),
    }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1[/:tid]/gantt-task-links',
    scoped({
      own: (c) => ({
        body: [
          {
            ganttId: 1,
            taskFromId: ganttTask(c.tenantId, 5),
            taskTargetId: ganttTask(c.tenantId, 6),
          },
        ],
      }),
      others: ganttOthers((victim) => ({
        ganttId: 1,
        taskFromId: ganttTask(victim, 5),
        taskTargetId: ganttTask(victim, 6),
      })),
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1[/:tid]/gantt-task-links',
    scoped({
      own: (c) => ({ body: [{ taskLinkId: ganttTask(c.tenantId, 1), objectVersionNumber: 1 }] }),
      others: ganttOthers((victim) => ({
        taskLinkId: ganttTask(victim, 1),
        objectVersionNumber: 1,
      })),
    }),
  ),
};
