// /hwfl tasks of the signed-in user, run by the workflow engine (mock/server/workflow/): My Tasks
// (pending, what each offers), Done Tasks (what they acted on, whether Recall is allowed and why
// not) and the action on a task (spec section 4's kinds with their comment and fields). Across
// the tenants the session's role reads: a site role every tenant's, another role its own's.
// Refusals (wrong assignee, task already handled, a missing or invalid field, a step that is not
// earlier) are failed bodies in the caller's language.
import { seedTenants } from '../../data/tenants';
import type { ProcessTaskDto, TaskActionBody } from '../../../src/services/workflow/process-types';
import { objectBody } from '../admin/input';
import type { UserContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { pageOf } from '../work/paging';
import type { StoredTask } from '../workflow/engine-model';
import { taskRow } from '../workflow/engine-views';
import { adminHandler } from './admin-common';
import { sessionReadScope } from './platform-common';
import { tenantRoutes } from './tenant-path';

const tenantName = (tenantId: number) =>
  seedTenants.find((tenant) => tenant.id === tenantId)?.name ?? String(tenantId);

const contains = (value: string, part: string | null) =>
  !part || value.toLowerCase().includes(part.trim().toLowerCase());

/** The caller's tasks in `state`, filtered by the query, as a page (`newest` first). */
function tasksPage(ctx: UserContext, lang: LanguageCode, state: StoredTask['state']): Reply {
  const engine = ctx.state.workflow;
  const mine = engine
    .allTasks(sessionReadScope(ctx), state)
    .filter((task) => task.assigneeId === ctx.session.userId);
  const rows: ProcessTaskDto[] = mine
    .map((task) => taskRow(engine, task, lang, tenantName))
    .filter(
      (row) =>
        contains(row.processName, ctx.query.get('processName')) &&
        contains(row.businessKey, ctx.query.get('businessKey')),
    )
    .sort((a, b) =>
      state === 'DONE'
        ? (b.endTime ?? '').localeCompare(a.endTime ?? '') || b.taskId - a.taskId
        : b.createTime.localeCompare(a.createTime) || b.taskId - a.taskId,
    );
  return json(pageOf(rows, ctx.query));
}

/** A number, or a number's text (a lookup's value); anything else is passed on to be refused. */
const idOf = (value: unknown): unknown =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

async function act(ctx: UserContext, lang: LanguageCode): Promise<Reply> {
  const raw = objectBody(await ctx.body());
  const body = {
    action: raw.action,
    comment: raw.comment,
    targetUserId: idOf(raw.targetUserId),
    targetNodeId: raw.targetNodeId,
  } as TaskActionBody;
  const engine = ctx.state.workflow;
  const caller = { userId: ctx.session.userId, scope: sessionReadScope(ctx) };
  const taskId = Number(ctx.params.taskId);
  engine.act(caller, taskId, body);
  return json(taskRow(engine, engine.task(caller.scope, taskId), lang, tenantName));
}

export const workflowTaskRoutes = [
  ...tenantRoutes(
    'GET',
    '/hwfl/v1/:tid/process/task/todo',
    adminHandler((ctx, lang) => tasksPage(ctx, lang, 'PENDING')),
  ),
  ...tenantRoutes(
    'GET',
    '/hwfl/v1/:tid/process/task/done',
    adminHandler((ctx, lang) => tasksPage(ctx, lang, 'DONE')),
  ),
  ...tenantRoutes('POST', '/hwfl/v1/:tid/process/task/:taskId/action', adminHandler(act)),
];
