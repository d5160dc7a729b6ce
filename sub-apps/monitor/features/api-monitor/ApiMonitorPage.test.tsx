/** @jest-environment jsdom */
/**
 * The API Monitor page: per API the calls and failures and the mean, 95th-percentile and slowest
 * time taken, in the table and in the chart of the same rows; Refresh asks the gateway again.
 */
import type { ApiMonitorDto } from '@polaris/core/services/monitor/operation-types';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeChart } from '../../../../test/support/fake-chart';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { fetchApiMonitors } from './api/fetch-api-monitors';
import ApiMonitorPage from './ApiMonitorPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('chart.js', () =>
  jest.requireActual('../../../../test/support/fake-chart').fakeChartJs(),
);
jest.mock('./api/fetch-api-monitors', () => ({
  fetchApiMonitors: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hmnt/v1/api-monitors'),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const api = (method: string, path: string, count: number, times: number[]): ApiMonitorDto => ({
  apiKey: `${method} ${path}`,
  serviceName: path.split('/')[1],
  requestMethod: method,
  apiPath: path,
  count,
  failedCount: count > 1000 ? 3 : 0,
  avgTime: times[0],
  p95Time: times[1],
  maxTime: times[2],
  lastCallTime: '2026-11-20 08:15:00',
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  FakeChart.instances.splice(0);
  jest
    .mocked(fetchApiMonitors)
    .mockResolvedValue(
      pageOf([
        api('GET', '/hpfm/v1/{id}/lovs/data', 1520, [12, 40, 310]),
        api('PUT', '/hpfm/v1/currencys', 4, [20, 25, 25]),
      ]),
    );
});

describe('API Monitor page', () => {
  it('lists each API’s calls and latencies, and charts the same rows', async () => {
    renderPage(<ApiMonitorPage />, { texts: monitorTexts, path: '/hmnt/api-monitor' });
    const row = await rowOf('/hpfm/v1/{id}/lovs/data');
    expect(row.getByText('1,520')).toBeTruthy();
    expect(row.getByText('310')).toBeTruthy();
    await waitFor(() => expect(FakeChart.instances.length).toBeGreaterThan(0));
    const { labels, datasets } = FakeChart.instances.at(-1)!.data;
    expect(labels).toEqual(['GET /hpfm/v1/{id}/lovs/data', 'PUT /hpfm/v1/currencys']);
    expect(datasets.map((set) => [set.label, set.data])).toEqual([
      ['Mean (ms)', [12, 20]],
      ['P95 (ms)', [40, 25]],
      ['Slowest (ms)', [310, 25]],
    ]);
    expect(screen.getByRole('img', { name: /Time taken per API/ })).toBeTruthy();
  });

  it('asks the gateway again on Refresh', async () => {
    renderPage(<ApiMonitorPage />, { texts: monitorTexts, path: '/hmnt/api-monitor' });
    await screen.findByText('/hpfm/v1/currencys');
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(fetchApiMonitors).toHaveBeenCalledTimes(2));
  });
});
