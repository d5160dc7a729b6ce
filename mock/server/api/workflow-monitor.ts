// /hwfl/v1[/{tid}]/process/monitor/instances: the Process Monitor, over the workflow engine
// (mock/server/workflow/engine.ts). The instances that have not ended (running or suspended),
// where each waits, whose turn it is and since when; suspend, resume, terminate (with a reason,
// kept as the history's last step) and reassign the waiting task; the diagram of the version it
// runs on with the waiting step. The site form (no {tid}) reaches every organisation's instances,
// for a site-level role (`?tenantId=` filters); the tenant form the organisation's own. Both need
// the page `hzero.workflow.monitor`; each operation its button `hwfl.monitor.button.<op>`. Another
// organisation's instance is `error.record.not_found`; the engine's refusals pass through.
import type {
  MonitorInstanceDto,
  MonitorStatus,
} from '../../../src/services/workflow/monitor-types';
import { t } from '../../data/lov-types';
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { json } from '../http/reply';
import type { LanguageCode } from '../types';
import type { StoredInstance } from '../workflow/engine-model';
import { instanceRow } from '../workflow/engine-views';
import { terminateWithReason } from '../workflow/monitor-notes';
import { gatewayPeople } from '../workflow/people';
import { formAdmin, requirePermission, type AdminHandler } from './admin-common';
import { formReach, tenantNameOf } from './form-reach';
import { tenantRoutes } from './tenant-path';

const BASE = '/hwfl/v1[/:tid]/process/monitor/instances';
export const MONITOR_PAGE = 'hzero.workflow.monitor';
export const monitorButton = (action: 'suspend' | 'resume' | 'terminate' | 'reassign') =>
  `hwfl.monitor.button.${action}`;
const STATUSES: readonly MonitorStatus[] = ['RUNNING', 'SUSPENDED'];

const monitorAdmin = formAdmin(
  { site: MONITOR_PAGE, tenant: MONITOR_PAGE },
  t('监控流程', 'monitor processes'),
  t('监控各组织的流程', 'monitor every organisation’s processes'),
);

const callerOf = (ctx: UserContext) => ({ userId: ctx.session.userId, scope: formReach(ctx) });

function monitorRow(ctx: UserContext, instance: StoredInstance, lang: LanguageCode) {
  const engine = ctx.state.workflow;
  const row = instanceRow(engine, instance);
  const [waiting] = engine.pendingOf(instance);
  const answer: MonitorInstanceDto = {
    processInstanceId: row.processInstanceId,
    tenantId: row.tenantId,
    tenantName: tenantNameOf(ctx, row.tenantId, lang),
    definitionId: row.definitionId,
    processKey: row.processKey,
    processName: row.processName,
    version: engine.definitionOf(instance).version,
    businessKey: row.businessKey,
    startUserName: row.startUserName,
    startTime: row.startTime,
    processStatus: instance.status as MonitorStatus,
    currentNodeId: row.currentNodeId,
    currentTaskName: row.currentTaskName,
    currentAssigneeName: row.currentAssigneeName,
    waitingTaskId: waiting?.taskId ?? null,
    waitingSince: waiting?.createTime ?? null,
  };
  return answer;
}

const listInstances: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const id = query.int('processInstanceId');
  const status = query.has('processStatus') ? query.oneOf('processStatus', STATUSES) : undefined;
  const name = query.text('processName') ?? undefined;
  const key = query.text('businessKey') ?? undefined;
  const assignee = query.text('currentAssigneeName') ?? undefined;
  const rows = ctx.state.workflow
    .allInstances(formReach(ctx))
    .filter((instance) => !instance.endTime)
    .map((instance) => monitorRow(ctx, instance, lang))
    .filter(
      (row) =>
        (tenantId === undefined || row.tenantId === tenantId) &&
        (id === undefined || row.processInstanceId === id) &&
        (status === undefined || row.processStatus === status) &&
        contains(row.processName, name) &&
        contains(row.businessKey, key) &&
        contains(row.currentAssigneeName, assignee),
    );
  const newest = (a: MonitorInstanceDto, b: MonitorInstanceDto) =>
    b.startTime.localeCompare(a.startTime) || b.processInstanceId - a.processInstanceId;
  return listReply(rows, ctx.query, newest, 'process-instances');
};

const idOf = (ctx: UserContext) =>
  new FieldReader({ processInstanceId: ctx.params.processInstanceId }).requiredInt(
    'processInstanceId',
  );

/** The instance after an operation, as the list shows it. */
const answerOf = (ctx: UserContext, id: number, lang: LanguageCode) =>
  json(monitorRow(ctx, ctx.state.workflow.instance(formReach(ctx), id), lang));

const diagram: AdminHandler = (ctx) => {
  const engine = ctx.state.workflow;
  const instance = engine.instance(formReach(ctx), idOf(ctx));
  const { definitionId, name, version, nodes, flows } = engine.definitionOf(instance);
  const [waiting] = engine.pendingOf(instance);
  return json({
    definitionId,
    name,
    version,
    nodes,
    flows,
    currentNodeId: waiting?.nodeId ?? null,
  });
};

const suspend: AdminHandler = (ctx, lang) => {
  requirePermission(ctx, monitorButton('suspend'));
  ctx.state.workflow.suspend(callerOf(ctx), idOf(ctx));
  return answerOf(ctx, idOf(ctx), lang);
};

const resume: AdminHandler = (ctx, lang) => {
  requirePermission(ctx, monitorButton('resume'));
  ctx.state.workflow.resume(callerOf(ctx), idOf(ctx));
  return answerOf(ctx, idOf(ctx), lang);
};

/** Ends the instance; answers it as ended (it leaves the monitor's list). */
const terminate: AdminHandler = async (ctx) => {
  requirePermission(ctx, monitorButton('terminate'));
  const reason = new FieldReader(objectBody(await ctx.body())).requiredText('reason', 480);
  const caller = callerOf(ctx);
  const instance = ctx.state.workflow.instance(caller.scope, idOf(ctx));
  const operator = gatewayPeople(ctx.state.accounts).person(instance.tenantId, caller.userId);
  const name = operator?.name ?? ctx.state.accounts.user(caller.userId).realName;
  terminateWithReason(ctx.state.workflow, caller, instance.processInstanceId, reason, name);
  return json(instanceRow(ctx.state.workflow, instance));
};

/** Gives the waiting task to another user of the instance's organisation. */
const reassign: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, monitorButton('reassign'));
  const reader = new FieldReader(objectBody(await ctx.body()));
  const targetUserId = reader.requiredInt('targetUserId', { min: 1 });
  const comment = reader.text('comment', { max: 480 }) || null;
  const engine = ctx.state.workflow;
  const instance = engine.instance(formReach(ctx), idOf(ctx));
  const [waiting] = engine.pendingOf(instance);
  if (!waiting) {
    reader.fail('processInstanceId', '没有等待处理的任务', 'has no task waiting to be handled');
  }
  engine.reassign(callerOf(ctx), waiting.taskId, targetUserId, comment);
  return answerOf(ctx, instance.processInstanceId, lang);
};

export const monitorRoutes = [
  ...tenantRoutes('GET', BASE, monitorAdmin(listInstances)),
  ...tenantRoutes('GET', `${BASE}/:processInstanceId/diagram`, monitorAdmin(diagram)),
  ...tenantRoutes('POST', `${BASE}/:processInstanceId/suspend`, monitorAdmin(suspend)),
  ...tenantRoutes('POST', `${BASE}/:processInstanceId/resume`, monitorAdmin(resume)),
  ...tenantRoutes('POST', `${BASE}/:processInstanceId/terminate`, monitorAdmin(terminate)),
  ...tenantRoutes('POST', `${BASE}/:processInstanceId/reassign`, monitorAdmin(reassign)),
];
