// /hwfl process instances (paged, newest first; filters id, name, starter and status) and the
// approval history of one instance: its steps in order, the running one without action or endTime.
// Both answer from the workflow engine (mock/server/workflow/), so an action shows at once.
// Partitioned by tenant: a site-level role reads every tenant's instances, any other role its
// organisation's only; an unknown instance, or another tenant's, has an empty history.
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import type { ProcessInstanceRow } from '../work/wire';
import { instanceRow } from '../workflow/engine-views';
import { sessionReadScope } from './platform-common';
import { intParam } from './query-params';
import { tenantRoutes } from './tenant-path';

const STATUSES = ['running', 'suspended', 'finished'] as const;

function statusOf(row: ProcessInstanceRow): (typeof STATUSES)[number] {
  if (row.endTime) return 'finished';
  return row.suspended ? 'suspended' : 'running';
}

const contains = (value: string, part: string | null) =>
  !part || value.toLowerCase().includes(part.trim().toLowerCase());

function instances(ctx: UserContext): Reply {
  const status = ctx.query.get('status') || null;
  if (status && !(STATUSES as readonly string[]).includes(status)) {
    return failed('error.param.invalid', `status must be one of ${STATUSES.join(', ')}`);
  }
  const id = intParam(ctx.query, 'processInstanceId');
  const engine = ctx.state.workflow;
  const rows = engine
    .allInstances(sessionReadScope(ctx))
    .map((instance) => instanceRow(engine, instance))
    .filter(
      (row) =>
        (id === undefined || row.processInstanceId === id) &&
        contains(row.processName, ctx.query.get('processName')) &&
        contains(row.startUserName, ctx.query.get('startUserName')) &&
        (!status || statusOf(row) === status),
    );
  return json(pageOf(rows, ctx.query));
}

function history(ctx: UserContext): Reply {
  const id = Number(ctx.params.processInstanceId);
  const scope = sessionReadScope(ctx);
  const readable =
    Number.isInteger(id) &&
    ctx.state.workflow.allInstances(scope).some((one) => one.processInstanceId === id);
  return json(readable ? ctx.state.workflow.history(scope, id) : []);
}

export const approvalRoutes = [
  ...tenantRoutes('GET', '/hwfl/v1/:tid/process/instance', instances),
  ...tenantRoutes(
    'GET',
    '/hwfl/v1/:tid/process/instance/:processInstanceId/approve-history',
    history,
  ),
];
