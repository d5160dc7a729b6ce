// /hpfm Gantt tasks and links, at `/hpfm/v1{tenantPrefix}/...`: with `/{orgId}` (tenant roles)
// the path decides the organisation; without it (site roles) the tenantId query or the tasks'
// tenantId does, and only a site-level role may name another organisation than its own.
import type { UserContext } from '../context';
import { failed, json, empty, type Reply } from '../http/reply';
import {
  InputError,
  numberOf,
  objectList,
  readDelete,
  readLink,
  readItem,
  readTask,
} from '../work/gantt-input';
import type { GanttFailure } from '../work/gantt-store';
import { intParam } from './query-params';
import { tenantRoutes } from './tenant-path';

const BASE = '/hpfm/v1[/:tid]';

/** The organisation a Gantt call works in, or the failed body refusing it. */
function scope(ctx: UserContext, requested: number | undefined): number | Reply {
  const own = ctx.session.tenantId;
  const tenantId = requested ?? own;
  if (tenantId === own) return own;
  if (
    ctx.params.tid === undefined &&
    ctx.state.accounts.role(ctx.session.roleId)?.level === 'site'
  ) {
    return tenantId;
  }
  return failed(
    'error.permission.tenant_mismatch',
    `tenantId ${tenantId} is not the current organisation ${own}`,
  );
}

/** Runs a body-reading step, turning bad input into a failed body. */
async function withInput<T>(ctx: UserContext, read: (body: unknown) => T): Promise<T | Reply> {
  const body = await ctx.body();
  try {
    return read(body.kind === 'json' ? body.value : undefined);
  } catch (error) {
    if (error instanceof InputError) {
      const body: GanttFailure = {
        failed: true,
        code: 'error.gantt.invalid',
        message: error.message,
        type: 'error',
        ...(error.index === undefined ? {} : { index: error.index }),
      };
      return json(body);
    }
    throw error;
  }
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && !Array.isArray(value);

const answer = (result: unknown[] | GanttFailure | undefined): Reply =>
  result === undefined ? empty(200) : json(result);

function listTasks(ctx: UserContext): Reply {
  const ganttId = intParam(ctx.query, 'ganttId');
  if (ganttId === undefined) return failed('error.gantt.invalid', 'ganttId is required');
  const tenantId = scope(ctx, intParam(ctx.query, 'tenantId'));
  if (typeof tenantId !== 'number') return tenantId;
  return json(ctx.state.work.gantt.tasks(tenantId, ganttId));
}

function listLinks(ctx: UserContext): Reply {
  const ganttId = Number(ctx.params.ganttId);
  if (!Number.isInteger(ganttId)) return failed('error.gantt.invalid', 'ganttId must be a number');
  const tenantId = scope(ctx, intParam(ctx.query, 'tenantId'));
  if (typeof tenantId !== 'number') return tenantId;
  return json(ctx.state.work.gantt.links(tenantId, ganttId));
}

/** A batch write: the list read, the organisation from the query or the first item. */
function batch<T extends { tenantId?: number }>(
  key: string,
  read: (raw: Record<string, unknown>) => T,
  write: (ctx: UserContext, tenantId: number, items: T[]) => unknown[] | GanttFailure | undefined,
) {
  return async (ctx: UserContext): Promise<Reply> => {
    const items = await withInput(ctx, (body) =>
      objectList(body, key).map((raw, index) => readItem(index, () => read(raw))),
    );
    if (isReply(items)) return items;
    const requested =
      intParam(ctx.query, 'tenantId') ?? items.find((i) => i.tenantId !== undefined)?.tenantId;
    const tenantId = scope(ctx, requested);
    if (typeof tenantId !== 'number') return tenantId;
    return answer(write(ctx, tenantId, items));
  };
}

const tenantOf = (raw: Record<string, unknown>) => ({
  tenantId: numberOf(raw.tenantId, 'tenantId'),
});

export const ganttRoutes = [
  ...tenantRoutes('GET', `${BASE}/gantt-tasks`, listTasks),
  ...tenantRoutes(
    'POST',
    `${BASE}/gantt-tasks/batch`,
    batch('tasks', readTask, (ctx, tenantId, tasks) =>
      ctx.state.work.gantt.saveTasks(tenantId, tasks),
    ),
  ),
  ...tenantRoutes(
    'DELETE',
    `${BASE}/gantt-tasks`,
    batch(
      'tasks',
      (raw) => ({ ...readDelete(raw, 'taskId'), ...tenantOf(raw) }),
      (ctx, tenantId, tasks) => ctx.state.work.gantt.deleteTasks(tenantId, tasks),
    ),
  ),
  ...tenantRoutes(
    'POST',
    `${BASE}/gantt-task-links`,
    batch('links', readLink, (ctx, tenantId, links) =>
      ctx.state.work.gantt.saveLinks(tenantId, links),
    ),
  ),
  ...tenantRoutes('GET', `${BASE}/gantt-task-links/:ganttId`, listLinks),
  ...tenantRoutes(
    'DELETE',
    `${BASE}/gantt-task-links`,
    batch(
      'links',
      (raw) => ({ ...readDelete(raw, 'taskLinkId'), ...tenantOf(raw) }),
      (ctx, tenantId, links) => ctx.state.work.gantt.deleteLinks(tenantId, links),
    ),
  ),
];
