/** @jest-environment jsdom */
import { exportPage } from '@polaris/core/request/export';
import { RequestError } from '@polaris/core/request/request-error';
import { fetchReportDefines } from '@polaris/core/services/report/report-defines';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeChart } from '../../../../test/support/fake-chart';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { cancelExport, downloadExport, fetchExport, startExport } from './api/export-tasks';
import { fetchReportParameters } from './api/report-parameters';
import { cancelRun, fetchRun, runRowsEndpoint, startRun } from './api/report-runs';
import { resultRows, run, salesParameters, salesReport } from './report-query.fixture';
import ReportQueryPage from './ReportQueryPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const rowsFetch = jest.fn();

jest.mock('chart.js', () =>
  jest.requireActual('../../../../test/support/fake-chart').fakeChartJs(),
);
jest.mock('@polaris/core/services/report/report-defines', () => ({
  fetchReportDefines: jest.fn(),
}));
jest.mock('./api/report-parameters', () => ({ fetchReportParameters: jest.fn() }));
jest.mock('./api/report-runs', () => ({
  startRun: jest.fn(),
  fetchRun: jest.fn(),
  cancelRun: jest.fn(),
  runRowsEndpoint: jest.fn(),
}));
jest.mock('./api/export-tasks', () => ({
  startExport: jest.fn(),
  fetchExport: jest.fn(),
  cancelExport: jest.fn(),
  downloadExport: jest.fn(async () => ({})),
}));
jest.mock('@polaris/core/request/export', () => ({ exportPage: jest.fn(async () => ({})) }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  FakeChart.instances.splice(0);
  jest.mocked(fetchReportDefines).mockResolvedValue(pageOf([salesReport]));
  jest.mocked(fetchReportParameters).mockResolvedValue(salesParameters);
  rowsFetch.mockResolvedValue(pageOf(resultRows));
  jest
    .mocked(runRowsEndpoint)
    .mockReturnValue(Object.assign(rowsFetch, { url: () => '/hrpt/v1/report-runs/7/rows' }));
});

const show = () =>
  renderPage(<ReportQueryPage />, { texts: platformTexts, path: '/hrpt/report-query' });
const run$ = () => user.click(screen.getByRole('button', { name: 'Run' }));

async function chooseReport() {
  await user.click(await screen.findByRole('combobox', { name: 'Report' }));
  await user.click(await screen.findByText('Sales by region (RPT_SALES_REGION)'));
  return screen.findByLabelText('orderDateFrom');
}

describe('Report Query page', () => {
  it('asks the report’s parameters, checks a required one by name and keeps what was typed when the run is refused', async () => {
    jest
      .mocked(startRun)
      .mockRejectedValueOnce(
        new RequestError('business', 'bad', { code: 'error.param.invalid', noticeType: 'error' }),
      );
    show();
    await chooseReport();
    // a number parameter starts at its default
    expect((screen.getByLabelText('minQuantity') as HTMLInputElement).value).toBe('2');
    await run$();
    expect(await screen.findByText('orderDateFrom is required')).toBeTruthy();
    expect(startRun).not.toHaveBeenCalled();
    const day = screen.getByLabelText('orderDateFrom');
    await user.click(day);
    await user.type(day, '2026-01-05{Enter}');
    await user.click(screen.getByLabelText('region'));
    await user.click(await screen.findByTitle('WEST'));
    await run$();
    await waitFor(() =>
      expect(startRun).toHaveBeenCalledWith({
        reportId: 1,
        params: { orderDateFrom: '2026-01-05', region: 'WEST', minQuantity: '2' },
      }),
    );
    // refused: everything typed is still there
    expect((screen.getByLabelText('orderDateFrom') as HTMLInputElement).value).toBe('2026-01-05');
    expect(document.querySelector('.ant-select-selection-item[title="WEST"]')).toBeTruthy();
  });

  it('shows the rows in the report’s columns and formats, the chart, and exports this run', async () => {
    jest.mocked(startRun).mockResolvedValue(run());
    jest.mocked(fetchRun).mockResolvedValue(run());
    show();
    await chooseReport();
    await user.type(screen.getByLabelText('orderDateFrom'), '2026-01-05{Enter}');
    await run$();
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(await result.findByText('1,200.50')).toBeTruthy();
    expect(result.getByText('2 rows')).toBeTruthy();
    expect(rowsFetch).toHaveBeenCalledWith(expect.objectContaining({ page: 0, size: 10 }));
    const chart = FakeChart.current()!;
    expect(chart.config.type).toBe('bar');
    expect(chart.data.labels).toEqual(['EAST', 'WEST']);
    expect(chart.data.datasets[0]).toMatchObject({ label: 'Amount', data: [1200.5, 800] });
    const exporting = result.getByRole('button', { name: 'Export' });
    await waitFor(() => expect(exporting.hasAttribute('disabled')).toBe(false));
    await user.click(exporting);
    await waitFor(() => expect(exportPage).toHaveBeenCalled());
    const [url, query, columns] = jest.mocked(exportPage).mock.calls[0];
    expect([url, query, columns]).toEqual([
      '/hrpt/v1/report-runs/7/rows',
      {},
      [
        { field: 'region', title: 'Region' },
        { field: 'amount', title: 'Amount' },
      ],
    ]);
  });

  it('a long run shows its progress as the gateway reports it and can be cancelled', async () => {
    jest
      .mocked(startRun)
      .mockResolvedValue(run({ status: 'RUNNING', progress: 0, rowCount: null }));
    jest
      .mocked(fetchRun)
      .mockResolvedValue(run({ status: 'RUNNING', progress: 40, rowCount: null }));
    jest.mocked(cancelRun).mockResolvedValue(run({ status: 'CANCELLED', progress: 40 }));
    show();
    await chooseReport();
    await user.type(screen.getByLabelText('orderDateFrom'), '2026-01-05{Enter}');
    await run$();
    const progress = within(await screen.findByRole('status', { name: 'Running the report…' }));
    expect(await progress.findByText('40%', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(progress.getByRole('button', { name: 'Cancel run' }));
    expect(await screen.findByText('The run was cancelled.')).toBeTruthy();
    expect(cancelRun).toHaveBeenCalledWith(7);
  });

  it('a large result exports in the background: its progress, then the file saved once', async () => {
    jest.mocked(startRun).mockResolvedValue(run({ rowCount: 2400 }));
    jest.mocked(fetchRun).mockResolvedValue(run({ rowCount: 2400 }));
    const task = {
      taskCode: 'abc',
      runId: 7,
      status: 'RUNNING',
      progress: 0,
      fileName: 'r.csv',
    } as const;
    jest.mocked(startExport).mockResolvedValue(task);
    jest
      .mocked(fetchExport)
      .mockResolvedValueOnce({ ...task, progress: 60 })
      .mockResolvedValue({ ...task, status: 'DONE', progress: 100 });
    show();
    await chooseReport();
    await user.type(screen.getByLabelText('orderDateFrom'), '2026-01-05{Enter}');
    await run$();
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    // too many rows to save at once
    expect((await result.findByRole('button', { name: 'Export' })).hasAttribute('disabled')).toBe(
      true,
    );
    const background = result.getByRole('button', { name: 'Export in background' });
    await waitFor(() => expect(background.hasAttribute('disabled')).toBe(false));
    await user.click(background);
    expect(startExport).toHaveBeenCalledWith(7, [
      { field: 'region', title: 'Region' },
      { field: 'amount', title: 'Amount' },
    ]);
    expect(await result.findByText('Exporting r.csv…')).toBeTruthy();
    expect(await result.findByText('60%', {}, { timeout: 4000 })).toBeTruthy();
    expect(downloadExport).not.toHaveBeenCalled();
    expect(await result.findByText('r.csv is ready and saved', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
  });

  it('a running background export can be cancelled', async () => {
    jest.mocked(startRun).mockResolvedValue(run());
    jest.mocked(fetchRun).mockResolvedValue(run());
    const task = {
      taskCode: 'abc',
      runId: 7,
      status: 'RUNNING',
      progress: 10,
      fileName: 'r.csv',
    } as const;
    jest.mocked(startExport).mockResolvedValue(task);
    jest.mocked(fetchExport).mockResolvedValue(task);
    jest.mocked(cancelExport).mockResolvedValue({ ...task, status: 'CANCELLED' });
    show();
    await chooseReport();
    await user.type(screen.getByLabelText('orderDateFrom'), '2026-01-05{Enter}');
    await run$();
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    const background = await result.findByRole('button', { name: 'Export in background' });
    await waitFor(() => expect(background.hasAttribute('disabled')).toBe(false));
    await user.click(background);
    await user.click(await result.findByRole('button', { name: 'Cancel export' }));
    expect(await result.findByText('The export of r.csv was cancelled')).toBeTruthy();
    expect(cancelExport).toHaveBeenCalledWith('abc');
    expect(downloadExport).not.toHaveBeenCalled();
  });
});
