// Scope rows of the report centre (/hrpt/v1/..., report-routes.ts): the platform's datasets and
// reports, site level only: an organisation's role is refused (403) on every call. Runs and
// export tasks belong to the user who started them (another user's id is "not found").
import type { Caller } from './scoping-fixtures';
import { forms, scoped, type Call, type ScopeTable } from './scoping-types';

const site = (c: Caller) => c.site;
/** A site call that works as the seed stands. */
const siteCall = (call: Call = {}) => scoped({ own: () => call, role: site });
/** A site call on a run or task the caller would have started first (none in the seed). */
const onOwnTask = (call: Call) => scoped({ own: () => call, role: site, checkOwn: () => false });

const DATASET = {
  datasetName: 'Probe',
  dataSource: 'SALES',
  parameters: [{ name: 'region', type: 'TEXT', required: 0 }],
};

export const reportScopes: ScopeTable = {
  ...forms('GET', '/hrpt/v1/datasets', siteCall()),
  ...forms(
    'POST',
    '/hrpt/v1/datasets',
    siteCall({ body: { ...DATASET, datasetCode: 'DS_PROBE' } }),
  ),
  ...forms(
    'PUT',
    '/hrpt/v1/datasets',
    siteCall({ body: { datasetId: 2, objectVersionNumber: 1, datasetName: 'Probe' } }),
  ),
  ...forms('GET', '/hrpt/v1/report-defines', siteCall()),
  ...forms(
    'POST',
    '/hrpt/v1/report-defines',
    siteCall({
      body: {
        reportCode: 'RPT_PROBE',
        reportName: 'Probe',
        datasetId: 2,
        columns: [{ field: 'loginName', title: 'Name' }],
      },
    }),
  ),
  ...forms(
    'PUT',
    '/hrpt/v1/report-defines',
    siteCall({ body: { reportId: 2, objectVersionNumber: 1, reportName: 'Probe' } }),
  ),
  ...forms(
    'GET',
    '/hrpt/v1/report-defines/:reportId/parameters',
    siteCall({ params: { reportId: 1 } }),
  ),
  ...forms('POST', '/hrpt/v1/report-runs', siteCall({ body: { reportId: 2, params: {} } })),
  ...forms('GET', '/hrpt/v1/report-runs/:runId', onOwnTask({ params: { runId: 1 } })),
  ...forms('POST', '/hrpt/v1/report-runs/:runId/cancel', onOwnTask({ params: { runId: 1 } })),
  ...forms('GET', '/hrpt/v1/report-runs/:runId/rows', onOwnTask({ params: { runId: 1 } })),
  ...forms('GET', '/hrpt/v1/report-runs/:runId/export-async', onOwnTask({ params: { runId: 1 } })),
  ...forms('GET', '/hrpt/v1/export-tasks/:taskCode', onOwnTask({ params: { taskCode: 'x' } })),
  ...forms(
    'POST',
    '/hrpt/v1/export-tasks/:taskCode/cancel',
    onOwnTask({ params: { taskCode: 'x' } }),
  ),
  ...forms('GET', '/hrpt/v1/export-tasks/:taskCode/file', onOwnTask({ params: { taskCode: 'x' } })),
};
