// Scheduled jobs (/hsdr/job-info) and their logs (/hsdr/job-log), tenant level under the scheduler
// service: `/hsdr/v1/{organizationId}/...`. The writes are permission-checked with the codes the
// page checks (`hsdr.job-info.button.*`): a role that may not do one gets HTTP 403.
import { JOB_RESULTS, JOB_STATUSES } from '../../../src/services/scheduler/types';
import { JOB_RESULT_LOV, JOB_STATUS_LOV } from '../../data/value-sets';
import { checkCron } from '../admin/cron';
import { AdminFailure } from '../admin/failure';
import { arrayBody, FieldReader, objectBody, queryReader, type Raw } from '../admin/input';
import { jobRow, logRow, type JobRef, type StatusAction, type StoredJob } from '../admin/job-store';
import { contains, listReply } from '../admin/listing';
import type { UserContext } from '../context';
import { userRoute, type ApiRoute } from '../context';
import { empty, json } from '../http/reply';
import { auditJob } from '../monitor/audited-writes';
import type { LanguageCode } from '../types';
import { normaliseDateTime } from '../work/dates';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';

const BASE = '/hsdr/v1/:orgId';

export const JOB_PERMISSION = (action: string): string => `hsdr.job-info.button.${action}`;

/** A job as answered: its status meaning from the HSDR.JOB_STATUS value set the tenant sees. */
function answerJob(ctx: UserContext, job: StoredJob, lang: LanguageCode) {
  const meaning = ctx.state.admin.valueSets.meaning(
    JOB_STATUS_LOV,
    job.jobStatus,
    job.tenantId,
    lang,
  );
  return jobRow(job, lang, meaning);
}

function oneOf(reader: FieldReader, field: string, allowed: readonly string[]): string | undefined {
  const value = reader.text(field)?.toUpperCase();
  if (value && !allowed.includes(value)) {
    reader.fail(field, `必须是 ${allowed.join('、')} 之一`, `must be one of ${allowed.join(', ')}`);
  }
  return value || undefined;
}

const listJobs: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const jobCode = query.text('jobCode') ?? undefined;
  const description = query.text('description') ?? undefined;
  const jobStatus = oneOf(query, 'jobStatus', JOB_STATUSES);
  const rows = ctx.state.admin.jobs
    .jobs(ctx.session.tenantId)
    .filter(
      (job) =>
        contains(job.jobCode, jobCode) &&
        contains(job.description[lang], description) &&
        (jobStatus === undefined || job.jobStatus === jobStatus),
    )
    .map((job) => answerJob(ctx, job, lang));
  return listReply(rows, ctx.query, (a, b) => a.jobId - b.jobId, 'jobs');
};

function readRef(raw: Raw, where?: { zh_CN: string; en_US: string }): JobRef {
  const reader = new FieldReader(raw, where);
  return {
    jobId: reader.requiredInt('jobId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
  };
}

/** POST .../job-info/{start|pause|resume|trigger} with `{ jobId, objectVersionNumber }`. */
function action(name: StatusAction | 'trigger'): AdminHandler {
  return async (ctx, lang) => {
    requirePermission(ctx, JOB_PERMISSION(name));
    const ref = readRef(objectBody(await ctx.body()));
    const jobs = ctx.state.admin.jobs;
    const tenantId = ctx.session.tenantId;
    const job =
      name === 'trigger' ? jobs.trigger(tenantId, ref) : jobs.changeStatus(tenantId, name, ref);
    return json(answerJob(ctx, job, lang));
  };
}

const updateJob: AdminHandler = async (ctx, lang) => {
  requirePermission(ctx, JOB_PERMISSION('edit'));
  const raw = objectBody(await ctx.body());
  const reader = new FieldReader(raw);
  const cron = reader.presentText('cron', 120);
  const cronError = cron === undefined ? undefined : checkCron(cron);
  if (cronError) throw new AdminFailure('error.job.cron_invalid', cronError);
  const changes = {
    ...readRef(raw),
    description: reader.presentText('description', 240),
    cron: cron?.replace(/\s+/g, ' '),
    jobPriority: reader.int('jobPriority', { min: 0, max: 100 }),
  };
  const { jobs } = ctx.state.admin;
  const stored = jobs.jobs(ctx.session.tenantId).find((one) => one.jobId === changes.jobId);
  const before = stored && answerJob(ctx, stored, lang);
  const saved = answerJob(ctx, jobs.update(ctx.session.tenantId, changes, lang), lang);
  if (before) auditJob(ctx, before, saved);
  return json(saved);
};

const deleteJobs: AdminHandler = async (ctx) => {
  requirePermission(ctx, JOB_PERMISSION('delete'));
  const refs = arrayBody(await ctx.body()).map((raw, index) =>
    readRef(raw, { zh_CN: `第 ${index + 1} 行：`, en_US: `Row ${index + 1}: ` }),
  );
  ctx.state.admin.jobs.remove(ctx.session.tenantId, refs);
  return empty(200);
};

/** A date filter: `YYYY-MM-DD HH:mm:ss`, or a bare date (from 00:00:00, or until 23:59:59). */
function dateFilter(reader: FieldReader, field: string, endOfDay: boolean): string | undefined {
  const raw = reader.text(field);
  if (!raw) return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw);
  const value = normaliseDateTime(bare && endOfDay ? `${raw} 23:59:59` : raw);
  if (!value) {
    reader.fail(
      field,
      `必须是 YYYY-MM-DD HH:mm:ss 格式的时间，收到 ${JSON.stringify(raw)}`,
      `must be a time as YYYY-MM-DD HH:mm:ss, got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

const listLogs: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const jobId = query.int('jobId', { min: 1 });
  const jobResult = oneOf(query, 'jobResult', JOB_RESULTS);
  const from = dateFilter(query, 'startTimeFrom', false);
  const to = dateFilter(query, 'startTimeTo', true);
  const { valueSets } = ctx.state.admin;
  const tenantId = ctx.session.tenantId;
  const rows = ctx.state.admin.jobs
    .logs(tenantId)
    .map((log) =>
      logRow(log, lang, valueSets.meaning(JOB_RESULT_LOV, log.jobResult, tenantId, lang)),
    )
    .filter(
      (log) =>
        (jobId === undefined || log.jobId === jobId) &&
        (jobResult === undefined || log.jobResult === jobResult) &&
        (from === undefined || log.startTime >= from) &&
        (to === undefined || log.startTime <= to),
    );
  return listReply(
    rows,
    ctx.query,
    (a, b) => b.startTime.localeCompare(a.startTime) || b.logId - a.logId,
    'job-logs',
  );
};

export const schedulerRoutes: ApiRoute[] = [
  userRoute('GET', `${BASE}/job-info`, adminHandler(listJobs)),
  userRoute('PUT', `${BASE}/job-info`, adminHandler(updateJob)),
  userRoute('DELETE', `${BASE}/job-info`, adminHandler(deleteJobs)),
  ...(['start', 'pause', 'resume', 'trigger'] as const).map((name) =>
    userRoute('POST', `${BASE}/job-info/${name}`, adminHandler(action(name))),
  ),
  userRoute('GET', `${BASE}/job-logs`, adminHandler(listLogs)),
];
