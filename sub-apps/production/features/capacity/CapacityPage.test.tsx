/** @jest-environment jsdom */
import type { CapacityLoadDto } from '@polaris/core/services/production/engineering-types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { FakeChart } from '../../../../test/support/fake-chart';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { fetchCapacityLoads } from './api/fetch-capacity-loads';
import { fetchWorkCentres } from './api/fetch-work-centres';
import CapacityPage from './CapacityPage';
import { defaultRange } from './capacity-rules';

jest.mock('chart.js', () =>
  jest.requireActual('../../../../test/support/fake-chart').fakeChartJs(),
);
jest.mock('./api/fetch-capacity-loads', () => ({
  fetchCapacityLoads: Object.assign(jest.fn(), { url: () => '/mes/v1/{tenantId}/capacity-loads' }),
}));
jest.mock('./api/fetch-work-centres', () => ({ fetchWorkCentres: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const row = (
  workCentreCode: string,
  workDate: string,
  capacityHours: number,
  loadHours: number,
): CapacityLoadDto => ({
  workCentreCode,
  workCentreName: workCentreCode === 'WC-WELD' ? 'Welding shop' : 'Assembly cell 1',
  workDate,
  capacityHours,
  loadHours,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  FakeChart.instances.splice(0);
  jest.mocked(fetchWorkCentres).mockResolvedValue([
    { workCentreCode: 'WC-ASM1', workCentreName: 'Assembly cell 1' },
    { workCentreCode: 'WC-WELD', workCentreName: 'Welding shop' },
  ]);
  jest
    .mocked(fetchCapacityLoads)
    .mockResolvedValue(
      pageOf([
        row('WC-ASM1', '2025-03-10', 16, 12),
        row('WC-WELD', '2025-03-10', 16, 19.5),
        row('WC-ASM1', '2025-03-11', 16, 8),
        row('WC-WELD', '2025-03-11', 16, 10),
      ]),
    );
});

const show = () => renderPage(<CapacityPage />, { texts: productionTexts, path: '/mes/capacity' });

describe('Capacity Board', () => {
  it('asks for this week and next; shows the numbers, the overloaded day marked, and the chart of them', async () => {
    show();
    const table = await screen.findByRole('table');
    const { from, to } = defaultRange(dayjs().format('YYYY-MM-DD'));
    expect(fetchCapacityLoads).toHaveBeenCalledWith(
      expect.objectContaining({ dateFrom: from, dateTo: to, workCentreCodes: '' }),
    );

    const welding = within(within(table).getAllByText('Welding shop')[0].closest('tr')!);
    expect(welding.getByText('2025-03-10')).toBeTruthy();
    expect(welding.getByText('19.5')).toBeTruthy();
    expect(welding.getByText('16')).toBeTruthy();
    expect(welding.getByText('122 %')).toBeTruthy();
    expect(welding.getByText('Overloaded')).toBeTruthy();
    expect(within(table).getAllByText('Overloaded')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('1 overloaded work centre days');

    const chart = screen.getByRole('img', {
      name: 'Load against capacity per work centre and day',
    });
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.contains(table)).toBe(
      true,
    );
    const { datasets, labels } = FakeChart.current()!.data;
    expect(labels).toEqual(['03-10', '03-11']);
    const weldingLoad = datasets.find((set) => set.label === 'Welding shop load')!;
    expect(weldingLoad.data).toEqual([19.5, 10]);
    const [overloaded, fine] = weldingLoad.backgroundColor as string[];
    expect(overloaded).not.toBe(fine); // the overloaded day's bar stands out
    expect(datasets.find((set) => set.label === 'Welding shop capacity')?.data).toEqual([16, 16]);
  });

  it('asks again for the work centres chosen', async () => {
    show();
    await screen.findByRole('table');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Work centres' }));
    fireEvent.click(await screen.findByTitle('Welding shop'));
    await waitFor(() =>
      expect(fetchCapacityLoads).toHaveBeenLastCalledWith(
        expect.objectContaining({ workCentreCodes: 'WC-WELD' }),
      ),
    );
  });
});
