/** @jest-environment jsdom */
import { exportPage } from '@polaris/core/request/export';
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import type { DailyProductionDto } from '@polaris/core/services/production/engineering-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { FakeChart } from '../../../../test/support/fake-chart';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { fetchDailyProduction } from './api/fetch-daily-production';
import DailyReportPage from './DailyReportPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('chart.js', () =>
  jest.requireActual('../../../../test/support/fake-chart').fakeChartJs(),
);
jest.mock('./api/fetch-daily-production', () => ({
  fetchDailyProduction: Object.assign(jest.fn(), {
    url: () => '/hrpt/v1/{tenantId}/daily-production',
  }),
}));
jest.mock('@polaris/core/request/export', () => ({ exportPage: jest.fn(async () => ({})) }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const row = (
  recordId: number,
  reportDate: string,
  lineName: string,
  targetQty: number,
  outputQty: number,
): DailyProductionDto => ({
  recordId,
  reportDate,
  lineCode: lineName,
  lineName,
  targetQty,
  outputQty,
  scrapQty: 2,
});
const ROWS = [
  row(1, '2025-03-10', 'Assembly line 1', 480, 456),
  row(2, '2025-03-10', 'Assembly line 2', 420, 441),
  row(3, '2025-03-11', 'Assembly line 1', 480, 500),
];

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  FakeChart.instances.splice(0);
  jest.mocked(fetchDailyProduction).mockResolvedValue(pageOf(ROWS));
});

const show = () =>
  renderPage(<DailyReportPage />, { texts: productionTexts, path: '/hrpt/daily-production' });

describe('Daily Production Report', () => {
  it('reports the last two weeks: each row, the totals, and output against target per day', async () => {
    show();
    const line = within((await screen.findByText('Assembly line 2')).closest('tr')!);
    expect(line.getByText('441')).toBeTruthy();
    expect(line.getByText('105.0 %')).toBeTruthy();
    const day = (back: number) => dayjs().subtract(back, 'day').format('YYYY-MM-DD');
    expect(fetchDailyProduction).toHaveBeenCalledWith(
      expect.objectContaining({ dateFrom: day(14), dateTo: day(1), page: 0, size: 10 }),
      undefined,
    );
    // the chart reads every row of the same search
    await waitFor(() =>
      expect(fetchDailyProduction).toHaveBeenCalledWith({
        dateFrom: day(14),
        dateTo: day(1),
        page: 0,
        size: 1000,
      }),
    );

    const totals = within(await screen.findByRole('group', { name: 'Totals of the search' }));
    expect(totals.getByText('1,397')).toBeTruthy(); // output
    expect(totals.getByText('1,380')).toBeTruthy(); // target
    expect(totals.getByText('101.2 %')).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Output against target per day' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    const [output, target] = FakeChart.current()!.data.datasets;
    expect(FakeChart.current()!.data.labels).toEqual(['03-10', '03-11']);
    expect(output.data).toEqual([897, 500]);
    expect(target.data).toEqual([900, 480]);
  });

  it('exports the list shown as a CSV file of its columns, through the export permission', async () => {
    show();
    await screen.findByText('Assembly line 2');
    const button = screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(jest.mocked(checkPermissions).mock.calls.flat(2)).toContain(
      'globex.report.daily.button.export',
    );
    await user.click(button);
    await waitFor(() => expect(exportPage).toHaveBeenCalledTimes(1));
    const [url, query, columns] = jest.mocked(exportPage).mock.calls[0];
    expect(url).toBe('/hrpt/v1/{tenantId}/daily-production');
    expect(query).toMatchObject({ dateFrom: expect.any(String), dateTo: expect.any(String) });
    expect(columns.map((column) => column.title)).toEqual([
      'Day',
      'Line',
      'Target',
      'Output',
      'Scrap',
    ]);
  });
});
