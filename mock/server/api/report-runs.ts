// Running reports and exporting their rows (`/hrpt/v1/report-runs`, `/hrpt/v1/export-tasks`, site
// level, the report query page): a run resolves the report's parameters (a required one missing
// is refused naming it), takes its dataset's time on the gateway clock, then gives its rows as a
// paged list, which the column export (`exportType=COLUMN`) answers as a CSV file up to
// SYNC_EXPORT_LIMIT rows. Larger results export in the background: `export-async` starts a task,
// the task's progress follows the clock, and its file is fetched with the bearer token.
import { FieldReader, objectBody, queryReader } from '../admin/input';
import { csvFile, listReply } from '../admin/listing';
import { AdminFailure } from '../admin/failure';
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { json } from '../http/reply';
import { sourceRows } from '../../data/reports';
import { filterRows, resolveParams } from '../reports/report-params';
import { statusOf } from '../reports/report-tasks';
import { exportRow, runRow } from '../reports/report-wire';
import { adminHandler, requirePermission, type AdminHandler } from './admin-common';
import { reportButton, REPORT_PAGES, requireReportPage } from './report-check';

/** Most rows the column export gives at once; more go through the background export. */
export const SYNC_EXPORT_LIMIT = 1000;

const RUNS = '/hrpt/v1/report-runs';
const TASKS = '/hrpt/v1/export-tasks';

const records = (ctx: UserContext) => ctx.state.reports;
const now = (ctx: UserContext) => ctx.state.clock.now();
const me = (ctx: UserContext) => ctx.session.userId;
const check = (ctx: UserContext) => requireReportPage(ctx, REPORT_PAGES.query);
const checkExport = (ctx: UserContext) => {
  check(ctx);
  requirePermission(ctx, reportButton('report-query', 'export'));
};
const runIdOf = (ctx: UserContext) =>
  new FieldReader({ runId: ctx.params.runId }).requiredInt('runId', { min: 1 });

const startRun: AdminHandler = async (ctx) => {
  check(ctx);
  const reader = new FieldReader(objectBody(await ctx.body()));
  const { store, tasks } = records(ctx);
  const report = store.report(reader.requiredInt('reportId', { min: 1 }));
  const dataset = store.dataset(report.datasetId);
  if (!report.enabledFlag || !dataset.enabledFlag) {
    throw new AdminFailure('error.report.disabled', {
      zh_CN: `报表 ${report.reportCode} 或其数据集已禁用`,
      en_US: `Report ${report.reportCode} or its dataset is disabled`,
    });
  }
  const typed = reader.textsByName('params');
  const params = resolveParams(dataset.parameters, report.parameterNames, typed);
  const found = filterRows(dataset.dataSource, sourceRows[dataset.dataSource], params);
  const run = tasks.start(me(ctx), report, params, found, dataset.runSeconds);
  return json(runRow(run, now(ctx)));
};

const getRun: AdminHandler = (ctx) => {
  check(ctx);
  return json(runRow(records(ctx).tasks.run(me(ctx), runIdOf(ctx)), now(ctx)));
};

const cancelRun: AdminHandler = (ctx) => {
  check(ctx);
  const { tasks } = records(ctx);
  const runId = runIdOf(ctx);
  const run = tasks.cancel(tasks.run(me(ctx), runId), `报表运行 ${runId}`);
  return json(runRow(run, now(ctx)));
};

const runRows: AdminHandler = (ctx) => {
  if (ctx.query.get('exportType') === 'COLUMN') checkExport(ctx);
  else check(ctx);
  const { tasks } = records(ctx);
  const runId = runIdOf(ctx);
  const rows = tasks.rowsOf(me(ctx), runId);
  if (ctx.query.get('exportType') === 'COLUMN' && rows.length > SYNC_EXPORT_LIMIT) {
    throw new AdminFailure(
      'error.report.export_too_large',
      {
        zh_CN: `结果有 ${rows.length} 行，超过 ${SYNC_EXPORT_LIMIT} 行，请使用后台导出`,
        en_US: `The result has ${rows.length} rows, over ${SYNC_EXPORT_LIMIT}: use the background export`,
      },
      'warn',
    );
  }
  const { reportCode } = tasks.run(me(ctx), runId).report;
  return listReply(rows, ctx.query, () => 0, `${reportCode}-${runId}`);
};

/** GET …/export-async?exportColumns=…&exportTitles=…: a background export of the run's rows. */
const startExport: AdminHandler = (ctx) => {
  checkExport(ctx);
  const { tasks } = records(ctx);
  const runId = runIdOf(ctx);
  const run = tasks.run(me(ctx), runId);
  const shown = run.report.columns;
  const asked = ctx.query.getAll('exportColumns').filter((field) => field.trim() !== '');
  const titles = ctx.query.getAll('exportTitles');
  const fields = asked.length > 0 ? asked : shown.map((column) => column.field);
  const unknown = fields.find((field) => !shown.some((column) => column.field === field));
  if (unknown !== undefined) {
    queryReader(ctx.query).fail(
      'exportColumns',
      `${unknown} 不是报表的列`,
      `${unknown} is not a column of the report`,
    );
  }
  const columns = fields.map((field, index) => ({
    field,
    title: titles[index] || shown.find((column) => column.field === field)!.title,
  }));
  return json(exportRow(tasks.exportRun(me(ctx), runId, columns), now(ctx)));
};

const taskOf = (ctx: UserContext) => records(ctx).tasks.exportTask(me(ctx), ctx.params.taskCode);

const getExport: AdminHandler = (ctx) => {
  check(ctx);
  return json(exportRow(taskOf(ctx), now(ctx)));
};

const cancelExport: AdminHandler = (ctx) => {
  check(ctx);
  const task = records(ctx).tasks.cancel(taskOf(ctx), `导出任务 ${ctx.params.taskCode}`);
  return json(exportRow(task, now(ctx)));
};

const exportFile: AdminHandler = (ctx) => {
  check(ctx);
  const task = taskOf(ctx);
  const status = statusOf(task, now(ctx));
  if (status !== 'DONE') {
    throw new AdminFailure(
      'error.report.export_not_done',
      { zh_CN: `导出任务未完成（${status}）`, en_US: `The export is not done (${status})` },
      'warn',
    );
  }
  return csvFile(records(ctx).tasks.rowsOf(me(ctx), task.runId), task.columns, task.fileName);
};

export const reportRunRoutes: ApiRoute[] = [
  userRoute('POST', RUNS, adminHandler(startRun)),
  userRoute('GET', `${RUNS}/:runId`, adminHandler(getRun)),
  userRoute('POST', `${RUNS}/:runId/cancel`, adminHandler(cancelRun)),
  userRoute('GET', `${RUNS}/:runId/rows`, adminHandler(runRows)),
  userRoute('GET', `${RUNS}/:runId/export-async`, adminHandler(startExport)),
  userRoute('GET', `${TASKS}/:taskCode`, adminHandler(getExport)),
  userRoute('POST', `${TASKS}/:taskCode/cancel`, adminHandler(cancelExport)),
  userRoute('GET', `${TASKS}/:taskCode/file`, adminHandler(exportFile)),
];
