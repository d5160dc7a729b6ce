/** Report runs and their exports through the real client against the gateway, as admin (site). */
import { exportPage } from '@polaris/core/request/export';
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { serviceContract } from '../../../../../test/support/service-contract';
import { cancelExport, downloadExport, fetchExport, startExport } from './export-tasks';
import { fetchReportParameters } from './report-parameters';
import { cancelRun, fetchRun, runRowsEndpoint, startRun } from './report-runs';

const api = serviceContract('admin');
const clock = () => api.gateway.state.clock;
const noSaver = { saver: null };
const csvText = async (blob: Blob) => (await blob.text()).replace(/^\uFEFF/, '');

describe('report runs', () => {
  it('offers the enabled reports and the parameters one asks, typed', async () => {
    const reports = await fetchReportDefines({ enabledFlag: 1 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hrpt/v1/report-defines',
      query: { enabledFlag: '1' },
    });
    expect(reports.content.map((one) => one.reportCode)).toEqual([
      'RPT_SALES_REGION',
      'RPT_SIGN_IN',
      'RPT_SALES_ARCHIVE',
    ]);
    expect(await fetchReportParameters(1)).toEqual([
      expect.objectContaining({ name: 'orderDateFrom', type: 'DATE', required: 1 }),
      expect.objectContaining({ name: 'orderDateTo', type: 'DATE', required: 0 }),
      expect.objectContaining({ name: 'region', type: 'SELECT', options: 'EAST,NORTH,SOUTH,WEST' }),
    ]);
  });

  it('runs with the values typed: the rows, the chart, and the CSV of exactly this run', async () => {
    const run = await startRun({
      reportId: 1,
      params: { orderDateFrom: '2026-01-01', orderDateTo: '2026-01-02', region: 'EAST' },
    });
    expect(api.sent().at(-1)).toMatchObject({ method: 'POST', path: '/hrpt/v1/report-runs' });
    expect(run).toMatchObject({ status: 'DONE', progress: 100, rowCount: 10 });
    expect(run.chart).toEqual({
      type: 'BAR',
      labels: ['EAST'],
      series: [expect.objectContaining({ field: 'amount', title: '金额' })],
    });
    const rows = runRowsEndpoint(run.runId);
    const page = await rows({ page: 0, size: 3 });
    expect(page.totalElements).toBe(10);
    expect(page.content[0]).toEqual({
      _row: 1,
      orderDate: '2026-01-01',
      region: 'EAST',
      product: 'Laptop',
      quantity: expect.any(Number),
      amount: expect.any(Number),
    });
    const file = await exportPage(
      rows.url(),
      {},
      [
        { field: 'orderDate', title: 'Date' },
        { field: 'region', title: 'Region' },
      ],
      noSaver,
    );
    expect(file.fileName).toBe(`RPT_SALES_REGION-${run.runId}.csv`);
    const lines = (await csvText(file.blob)).trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('"Date","Region"');
    expect(new Set(lines.slice(1))).toEqual(
      new Set(['"2026-01-01","EAST"', '"2026-01-02","EAST"']),
    );
  });

  it('refuses a required parameter left empty, naming it, and a value of the wrong type', async () => {
    await expect(startRun({ reportId: 3, params: { quantityFrom: 'many' } })).rejects.toMatchObject(
      { code: 'error.param.invalid', message: '参数 quantityFrom 必须是数字，收到 many' },
    );
    // the dataset's default fills orderDateFrom; blank it out in the dataset to see the refusal
    const dataset = api.gateway.state.reports.store.dataset(1);
    dataset.parameters[0].defaultValue = null;
    await expect(startRun({ reportId: 1, params: { orderDateFrom: ' ' } })).rejects.toMatchObject({
      message: '参数 orderDateFrom 必填',
    });
  });

  it('a slow report runs on the gateway clock with its progress, and can be cancelled', async () => {
    const run = await startRun({ reportId: 3, params: {} });
    expect(run).toMatchObject({ status: 'RUNNING', progress: 0, rowCount: null, chart: null });
    clock().advance(5000);
    expect(await fetchRun(run.runId)).toMatchObject({ status: 'RUNNING', progress: 25 });
    await expect(runRowsEndpoint(run.runId)({})).rejects.toMatchObject({
      code: 'error.report.run_not_done',
    });
    const cancelled = await cancelRun(run.runId);
    expect(api.sent().at(-1)).toMatchObject({
      method: 'POST',
      path: `/hrpt/v1/report-runs/${run.runId}/cancel`,
    });
    expect(cancelled).toMatchObject({ status: 'CANCELLED', progress: 25 });
    await expect(cancelRun(run.runId)).rejects.toMatchObject({
      code: 'error.report.task_finished',
    });
    const again = await startRun({ reportId: 3, params: {} });
    clock().advance(20_000);
    expect(await fetchRun(again.runId)).toMatchObject({ status: 'DONE', rowCount: 2400 });
  });

  it('a large result exports in the background: progress, then the file by the bearer token', async () => {
    const run = await startRun({ reportId: 1, params: {} });
    expect(run.rowCount).toBe(2400);
    await expect(
      exportPage(runRowsEndpoint(run.runId).url(), {}, [{ field: 'region', title: 'R' }], noSaver),
    ).rejects.toMatchObject({ code: 'error.report.export_too_large' });
    const task = await startExport(run.runId, [{ field: 'product', title: 'Product' }]);
    expect(api.sent().at(-1)).toEqual({
      method: 'GET',
      path: `/hrpt/v1/report-runs/${run.runId}/export-async`,
      query: { exportColumns: 'product', exportTitles: 'Product' },
    });
    expect(task).toMatchObject({ status: 'RUNNING', progress: 0 });
    clock().advance(2500);
    expect(await fetchExport(task.taskCode)).toMatchObject({ status: 'RUNNING', progress: 50 });
    clock().advance(2500);
    expect(await fetchExport(task.taskCode)).toMatchObject({ status: 'DONE', progress: 100 });
    const file = await downloadExport(task);
    expect(api.sent().at(-1)).toEqual({
      method: 'GET',
      path: `/hrpt/v1/export-tasks/${task.taskCode}/file`,
      query: {},
    });
    const lines = (await csvText(file.blob)).trim().split('\r\n');
    expect(lines).toHaveLength(2401);
    expect(lines[0]).toBe('"Product"');
  });

  it('an export cancelled while it runs gives no file', async () => {
    const run = await startRun({ reportId: 2, params: { result: 'FAILED' } });
    const task = await startExport(run.runId, [{ field: 'loginName', title: 'Name' }]);
    expect(await cancelExport(task.taskCode)).toMatchObject({ status: 'CANCELLED' });
    await expect(downloadExport(task)).rejects.toMatchObject({
      code: 'error.report.export_not_done',
    });
  });

  it('an organisation role is refused (403) and sees no run of admin', async () => {
    const run = await startRun({ reportId: 2, params: {} });
    await api.signIn('alice');
    await expect(fetchRun(run.runId)).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
  });
});
