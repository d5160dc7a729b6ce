/** @jest-environment jsdom */
import { setTextValue } from '@polaris/core/i18n/intl';
import type { ReceiptDto } from '@polaris/core/services/property/charging-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { fetchReceipts } from './api/fetch-receipts';
import ReceiptsPage from './ReceiptsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-receipts', () => ({
  fetchReceipts: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/receipt'),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const receipt: ReceiptDto = {
  receiptId: 4,
  receiptNo: 'R2024050004',
  billNo: 'B202405-H103',
  houseId: 'H103',
  houseName: '阳光花园 1-103',
  month: '2024-05',
  payerName: '李梅',
  amount: 12351.56,
  payMethod: 'WECHAT',
  paidAt: '2024-05-12 10:14:00',
  items: [
    { itemName: '物业服务费', amount: 12336.56 },
    { itemName: '垃圾清运费', amount: 15 },
  ],
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchReceipts).mockResolvedValue(pageOf([receipt]));
});

describe('Receipts page', () => {
  it('lists payments and prints one in its own view, amounts with separators', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<ReceiptsPage />, { texts: propertyTexts, path: '/wuye/receipt' });
    setTextValue('house', 'Room');
    const row = within((await screen.findByText('R2024050004')).closest('tr') as HTMLElement);
    expect(row.getByText('12,351.56')).toBeTruthy();
    expect(row.getByText('WeChat Pay')).toBeTruthy();
    await user.click(
      await waitFor(() => {
        const button = row.getByRole('button', {
          hidden: true,
          name: 'Print',
        }) as HTMLButtonElement;
        expect(button.disabled).toBe(false);
        return button;
      }),
    );
    const view = within(await screen.findByRole('dialog', { hidden: true }));
    const sheet = within(view.getByRole('region', { name: 'Payment Receipt' }));
    expect(sheet.getByText('12,336.56')).toBeTruthy();
    expect(sheet.getByText('12,351.56')).toBeTruthy();
    expect(sheet.getByText('李梅')).toBeTruthy();
    expect(sheet.getByText('Room')).toBeTruthy();
    const styles = [...document.querySelectorAll('style')].map((node) => node.textContent).join();
    expect(styles).toContain('@media print');
    await user.click(view.getByRole('button', { name: /Print$/ }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(view.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('style')].some((node) =>
          node.textContent?.includes('@media print'),
        ),
      ).toBe(false),
    );
  });
});
