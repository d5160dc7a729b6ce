// Scope rows of the admin pages' routes (value sets, currencies, scheduled jobs and their logs)
// and of the market's. See scoping-types.ts for what a row says.
import { FEEDBACK_TENANTS } from '../../data/market';
import { RECORDS, type Caller } from './scoping-fixtures';
import {
  anyRow,
  forms,
  methods,
  pathOnly,
  same,
  scoped,
  seesAll,
  type Form,
  type Probe,
  type ScopeTable,
} from './scoping-types';

/** Value set reads by id: another tenant's set (not the platform's) is not found. */
const byLovId = (probe: (lovId: number) => Probe) =>
  scoped({
    own: (c) => probe(RECORDS[c.tenantId].lov.id),
    others: (c, victim, form) =>
      victim === 0 || seesAll(c, form) ? [] : [probe(RECORDS[victim].lov.id)],
  });

const newSet = (lovCode: string) => ({ lovCode, lovName: lovCode, lovTypeCode: 'IDP' });

const valueRow = (lovId: number, value: string) => ({
  _status: 'create',
  lovId,
  value,
  meaning: value,
});

/** A scheduler action: its permission by role, on the caller's job or another tenant's. */
function jobAction(
  job: (records: (typeof RECORDS)[number]) => number,
  allowed: (c: Caller) => boolean,
  body: (jobId: number) => unknown = (jobId) => ({ jobId, objectVersionNumber: 1 }),
) {
  return scoped({
    own: (c) => ({ body: body(job(RECORDS[c.tenantId])) }),
    role: allowed,
    others: (_c, victim) => [{ body: body(job(RECORDS[victim])) }],
  });
}

const adminMay = (c: Caller) => c.admin;

/** A label template's body: a 40 × 20 mm label printing one field. */
const labelTemplate = (key: Record<string, unknown>) => ({
  ...key,
  templateName: 'Scope',
  width: 40,
  height: 20,
  fields: [{ name: 'code', sample: 'A1' }],
  elements: [{ type: 'TEXT', content: '{code}', x: 2, y: 2, width: 30, height: 6 }],
});

/** The seed's running concurrent request of a tenant (mock/data/concurrents.ts). */
const runningRequestOf = (tenantId: number) => tenantId * 1000 + 3;

/** Whether a page of requests holds one of the tenant's. */
const requestOf = (tenantId: number) => (body: unknown) =>
  ((body as { content?: { requestId: number }[] }).content ?? []).some(
    (row) => Math.floor(row.requestId / 1000) === tenantId,
  );
const plannerMay = (c: Caller) => c.admin || c.roleId === 12;

const headers = scoped({
  own: () => ({ query: 'size=1000' }),
  others: (c: Caller, victim: number, form: Form) =>
    victim === 0 || seesAll(c, form)
      ? []
      : [{ query: `tenantId=${victim}&size=1000`, reveals: anyRow }],
});

export const adminScopes: ScopeTable = {
  ...forms('GET', '/hpfm/v1[/:orgId]/lov-headers', headers),
  // a new set: the platform form's by a site-level administrator; a tenant form's is its own,
  // whatever organisation the body names
  ...forms(
    'POST',
    '/hpfm/v1/lov-headers',
    scoped({
      own: () => ({ body: newSet('PROBE.NEW') }),
      role: (c) => c.site && c.admin,
    }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/:orgId/lov-headers',
    scoped({
      own: () => ({ body: newSet('PROBE.NEW') }),
      others: (_c, victim) => [
        {
          body: { ...newSet('PROBE.OTHER'), tenantId: victim },
          reveals: (body) => (body as { tenantId?: number }).tenantId === victim,
        },
      ],
      role: (c) => c.admin,
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1/lov-headers',
    scoped({
      own: (c) => ({ body: { lovId: RECORDS[c.tenantId].lov.id, objectVersionNumber: 1 } }),
      role: (c) => c.site && c.admin,
    }),
  ),
  ...forms(
    'DELETE',
    '/hpfm/v1/:orgId/lov-headers',
    scoped({
      own: (c) => ({ body: { lovId: RECORDS[c.tenantId].lov.id, objectVersionNumber: 1 } }),
      others: (c, victim) =>
        victim === 0 ? [] : [{ body: { lovId: RECORDS[victim].lov.id, objectVersionNumber: 1 } }],
      role: (c) => c.admin,
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1[/:orgId]/lov-headers/:lovId',
    byLovId((lovId) => ({ params: { lovId } })),
  ),
  ...forms(
    'GET',
    '/hpfm/v1[/:orgId]/lov-values',
    byLovId((lovId) => ({ query: `lovId=${lovId}` })),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/lov-values/batch-save',
    scoped({
      own: () => ({ body: [valueRow(RECORDS[0].lov.id, 'P')] }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'POST',
    '/hpfm/v1/:orgId/lov-values/batch-save',
    scoped({
      own: (c) => ({ body: [valueRow(RECORDS[c.tenantId].lov.id, 'P')] }),
      others: (_c, victim) => [{ body: [valueRow(RECORDS[victim].lov.id, 'P')] }],
    }),
  ),
  ...forms(
    'GET',
    '/hpfm/v1/currencys',
    same('the platform’s currencies, which every tenant reads'),
  ),
  ...methods(
    ['POST', 'DELETE'],
    '/hpfm/v1/currencys',
    scoped({
      own: () => ({
        body: { currencyId: 3, objectVersionNumber: 1, currencyCode: 'XTS', currencyName: 'Test' },
      }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'PUT',
    '/hpfm/v1/currencys',
    scoped({
      own: () => ({ body: { currencyId: 2, objectVersionNumber: 1, currencySymbol: 'US$' } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'GET',
    '/hsdr/v1/:orgId/job-info',
    scoped({
      own: () => ({}),
      others: (_c, victim) => [{ query: `jobCode=${RECORDS[victim].jobs.code}`, reveals: anyRow }],
    }),
  ),
  ...forms(
    'PUT',
    '/hsdr/v1/:orgId/job-info',
    jobAction((r) => r.jobs.paused, adminMay),
  ),
  ...forms(
    'DELETE',
    '/hsdr/v1/:orgId/job-info',
    jobAction(
      (r) => r.jobs.paused,
      adminMay,
      (jobId) => [{ jobId, objectVersionNumber: 1 }],
    ),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/job-info/start',
    jobAction((r) => r.jobs.fresh, adminMay),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/job-info/pause',
    jobAction((r) => r.jobs.running, plannerMay),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/job-info/resume',
    jobAction((r) => r.jobs.paused, plannerMay),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/job-info/trigger',
    jobAction((r) => r.jobs.running, plannerMay),
  ),
  ...forms(
    'GET',
    '/hsdr/v1/:orgId/job-logs',
    scoped({
      own: () => ({}),
      others: (_c, victim) => [{ query: `jobId=${RECORDS[victim].jobs.running}`, reveals: anyRow }],
    }),
  ),
  ...forms('GET', '/hsdr/v1/:orgId/concurrents', scoped({ own: () => ({}) })),
  ...forms(
    'POST',
    '/hsdr/v1/concurrents',
    scoped({
      own: (c) => ({
        body: {
          concurrentCode: `SCOPE.${c.user.toUpperCase()}_${c.roleId}`,
          concurrentName: 'Scope',
          executable: 'scope.check',
          parameters: [{ name: 'day', type: 'DATE', required: true }],
        },
      }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'PUT',
    '/hsdr/v1/concurrents',
    scoped({
      own: () => ({ body: { concurrentId: 4, objectVersionNumber: 1, enabledFlag: 1 } }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'GET',
    '/hsdr/v1/:orgId/concurrent-requests',
    scoped({
      own: () => ({}),
      others: (_c, victim) => [
        { query: `concurrentCode=HRPT&size=100`, reveals: requestOf(victim) },
      ],
    }),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/concurrent-requests',
    scoped({
      own: () => ({ body: { concurrentId: 1, requestParam: { currencyCode: 'USD' } } }),
      role: adminMay,
    }),
  ),
  ...forms(
    'POST',
    '/hsdr/v1/:orgId/concurrent-requests/:requestId/cancel',
    scoped({
      own: (c) => ({ params: { requestId: runningRequestOf(c.tenantId) } }),
      role: adminMay,
      others: (_c, victim) => [{ params: { requestId: runningRequestOf(victim) } }],
    }),
  ),
  // label templates: the platform's, site roles only
  ...forms('GET', '/hrpt/v1/label-templates', scoped({ own: () => ({}), role: (c) => c.site })),
  ...forms(
    'POST',
    '/hrpt/v1/label-templates',
    scoped({
      own: (c) => ({
        body: labelTemplate({ templateCode: `SCOPE_${c.user}_${c.roleId}`.toUpperCase() }),
      }),
      role: (c) => c.site,
    }),
  ),
  ...forms(
    'PUT',
    '/hrpt/v1/label-templates',
    scoped({
      own: () => ({ body: labelTemplate({ templateId: 2, objectVersionNumber: 1 }) }),
      role: (c) => c.site,
    }),
  ),
  ...forms('GET', '/hadm/v1/:tenantId/market/config', pathOnly()),
  ...forms(
    'POST',
    '/hadm/v1/:tenantId/market/feedback',
    scoped({
      own: () => ({ body: { title: 'Scope', content: 'Sent to check the scope' } }),
      // an organisation without feedback refuses its own users too (error.feedback.disabled)
      checkOwn: (c) => FEEDBACK_TENANTS.has(c.tenantId),
    }),
  ),
};
