// /hwfl process instances (paged, newest first; filters id, name, starter and status) and the
// approval history of one instance: its steps in order, the running one without action or endTime.
// Partitioned by tenant: a site-level role reads every tenant's instances, any other role its
// organisation's only; an unknown instance, or another tenant's, has an empty history.
import {
  seedApprovalHistories,
  seedProcessInstances,
  type SeedProcessInstance,
} from '../../data/approval';
import type { UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import type { ApprovalStep, ProcessInstanceRow } from '../work/wire';
import { sessionReadScope } from './platform-common';
import { intParam } from './query-params';
import { inReadScope } from './role-level';
import { tenantRoutes } from './tenant-path';

const STATUSES = ['running', 'suspended', 'finished'] as const;

function statusOf(row: ProcessInstanceRow): (typeof STATUSES)[number] {
  if (row.endTime) return 'finished';
  return row.suspended ? 'suspended' : 'running';
}

const contains = (value: string, part: string | null) =>
  !part || value.toLowerCase().includes(part.trim().toLowerCase());

function readableInstances(ctx: UserContext): SeedProcessInstance[] {
  const scope = sessionReadScope(ctx);
  return seedProcessInstances.filter((instance) => inReadScope(scope, instance.tenantId));
}

const rowOf = ({ tenantId: _tenant, ...row }: SeedProcessInstance): ProcessInstanceRow => row;

function instances(ctx: UserContext): Reply {
  const status = ctx.query.get('status') || null;
  if (status && !(STATUSES as readonly string[]).includes(status)) {
    return failed('error.param.invalid', `status must be one of ${STATUSES.join(', ')}`);
  }
  const id = intParam(ctx.query, 'processInstanceId');
  const rows = readableInstances(ctx)
    .filter(
      (row) =>
        (id === undefined || row.processInstanceId === id) &&
        contains(row.processName, ctx.query.get('processName')) &&
        contains(row.startUserName, ctx.query.get('startUserName')) &&
        (!status || statusOf(row) === status),
    )
    .map(rowOf);
  return json(pageOf(rows, ctx.query));
}

function history(ctx: UserContext): Reply {
  const instance = ctx.params.processInstanceId;
  const readable = readableInstances(ctx).some((row) => String(row.processInstanceId) === instance);
  const seeded =
    readable && Object.hasOwn(seedApprovalHistories, instance)
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
