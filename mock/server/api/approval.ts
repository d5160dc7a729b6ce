// /hwfl process instances (paged, newest first; filters id, name, starter and status) and the
// approval history of one instance: its steps in order, the running one without action or endTime.
// An unknown instance has an empty history.
import { seedApprovalHistories, seedProcessInstances } from '../../data/approval';
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import type { ApprovalStep, ProcessInstanceRow } from '../work/wire';
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
  const rows = seedProcessInstances.filter(
    (row) =>
      (id === undefined || row.processInstanceId === id) &&
      contains(row.processName, ctx.query.get('processName')) &&
      contains(row.startUserName, ctx.query.get('startUserName')) &&
      (!status || statusOf(row) === status),
  );
  return json(pageOf(rows, ctx.query));
}

function history(ctx: UserContext): Reply {
  const instance = ctx.params.processInstanceId;
  const seeded = Object.hasOwn(seedApprovalHistories, instance)
    ? seedApprovalHistories[instance]
    : [];
  const steps: ApprovalStep[] = seeded.map((step, index) => ({
    id: Number(instance) * 100 + index + 1,
    ...step,
  }));
  return json(steps);
}

export const approvalRoutes = [
  ...tenantRoutes('GET', '/hwfl/v1/:tid/process/instance', instances),
  ...tenantRoutes(
    'GET',
    '/hwfl/v1/:tid/process/instance/:processInstanceId/approve-history',
    history,
  ),
];
