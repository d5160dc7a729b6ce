/** @jest-environment jsdom */
import { setTextValue } from '@polaris/core/i18n/intl';
import type { BillDto } from '@polaris/core/services/property/charging-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { INITIAL_PROPERTY_SETTINGS, PropertyContext } from '../startup';
import { fetchBills } from './api/fetch-bills';
import { previewCharge } from './api/preview-charge';
import BillsPage from './BillsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-bills', () => ({
  fetchBills: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/bill'),
}));
jest.mock('./api/preview-charge', () => ({ previewCharge: jest.fn() }));
jest.mock('./api/export-month', () => ({ exportMonth: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const bill: BillDto = {
  billId: 9,
  billNo: 'B202405-H101',
  houseId: 'H101',
  houseName: '阳光花园 1-101',
  month: '2024-05',
  items: [
    { itemName: '物业服务费', amount: 1250.6 },
    { itemName: '垃圾清运费', amount: 15 },
  ],
  amount: 1265.6,
  billStatus: 'UNPAID',
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchBills).mockResolvedValue(pageOf([bill]));
});

function show() {
  renderPage(
    <PropertyContext.Provider
      value={{
        ...INITIAL_PROPERTY_SETTINGS,
        authority: ['Pages.Property.Charging'],
        syncWuyeFlag: true,
        reloadAuthority: () => undefined,
      }}
    >
      <BillsPage />
    </PropertyContext.Provider>,
    { texts: propertyTexts, path: '/wuye/bill' },
  );
  setTextValue('house', 'Suite');
}

async function preview(house: string) {
  const field = await screen.findByLabelText('Suite code');
  await user.clear(field);
  await user.type(field, house);
  const button = await waitFor(() => {
    const found = screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement;
    expect(found.disabled).toBe(false);
    return found;
  });
  await user.click(button);
}

describe('Bills page', () => {
  it('lists bills under the room label, amounts with two decimals', async () => {
    show();
    const row = within((await screen.findByText('B202405-H101')).closest('tr') as HTMLElement);
    expect(row.getByText('1,265.60')).toBeTruthy();
    expect(row.getByText('物业服务费, 垃圾清运费')).toBeTruthy();
    expect(row.getByText('Unpaid')).toBeTruthy();
    expect(screen.getAllByText('Suite').length).toBeGreaterThan(0); // the column and the search
  });

  it('asks for the house before previewing', async () => {
    show();
    await preview(' ');
    expect(await screen.findByText('Suite code is required')).toBeTruthy();
    expect(previewCharge).not.toHaveBeenCalled();
  });

  it('shows a preview’s items and total for the house and month asked', async () => {
    jest.mocked(previewCharge).mockResolvedValue({
      __pms: true,
      success: true,
      result: {
        houseId: 'H101',
        houseName: '阳光花园 1-101',
        month: '2024-05',
        items: [{ itemName: '物业服务费', amount: 250.6 }],
        total: 265.6,
      },
      error: null,
    });
    show();
    await preview('H101');
    expect(await screen.findByText('265.60')).toBeTruthy();
    expect(previewCharge).toHaveBeenCalledWith({
      houseId: 'H101',
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
  });

  it('says a billing outcome on the page (the flow showed no dialog for it)', async () => {
    jest.mocked(previewCharge).mockResolvedValue({
      __pms: true,
      success: false,
      result: undefined,
      error: { message: 'Charge preview failed: house 湖畔苑 2-201 has no charge standard' },
    });
    show();
    await preview('H201');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Charge preview failed');
  });
});
