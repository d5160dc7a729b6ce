/**
 * What the Repair Orders page tests share (RepairOrdersPage*.test.tsx, two files for the
 * processor budget): the orders, houses and workers the mocked calls answer, showing the page
 * under the tenant's label "Flat", and finding rows, actions and the dialog.
 */
import { setTextValue } from '@polaris/core/i18n/intl';
import type { RepairOrderDto } from '@polaris/core/services/property/service-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { pageOf } from '../../../../test/support/page-services';
import { renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { fetchHouseOptions } from './api/fetch-house-options';
import { fetchRepairOrders } from './api/fetch-repair-orders';
import { fetchWorkers } from './api/fetch-workers';
import RepairOrdersPage from './RepairOrdersPage';

export const UUID = 'cd'.repeat(16);

export const order = (
  repairOrderId: number,
  description: string,
  status: RepairOrderDto['status'],
  more: Partial<RepairOrderDto> = {},
): RepairOrderDto => ({
  repairOrderId,
  houseId: 'H101',
  houseName: '阳光花园 1-101',
  reporter: '王建国',
  phone: '13800000001',
  description,
  status,
  workerId: null,
  workerName: null,
  resolution: null,
  attachmentUuid: null,
  createdAt: '2026-11-20 09:12:00',
  dispatchedAt: null,
  closedAt: null,
  objectVersionNumber: 2,
  ...more,
});

/** The mocked calls' answers (the calls themselves are mocked by each test file). */
export function answerCalls(): void {
  jest
    .mocked(fetchRepairOrders)
    .mockResolvedValue(
      pageOf([
        order(1, 'Tap leaks', 'NEW'),
        order(3, 'Drain blocked', 'DISPATCHED', { workerId: 1, workerName: '刘师傅' }),
        order(4, 'Lamp out', 'CLOSED', { resolution: 'New switch', attachmentUuid: UUID }),
      ]),
    );
  jest.mocked(fetchHouseOptions).mockResolvedValue([
    { houseId: 'H101', houseName: '阳光花园 1-101' },
    { houseId: 'H102', houseName: '阳光花园 1-102' },
  ]);
  jest.mocked(fetchWorkers).mockResolvedValue([
    { workerId: 1, workerName: '刘师傅', trade: 'Plumbing', phone: '1' },
    { workerId: 2, workerName: '赵师傅', trade: 'Electrics', phone: '2' },
  ]);
}

export const show = () => {
  const page = renderPage(<RepairOrdersPage />, {
    texts: propertyTexts,
    path: '/wuye/repair-order',
  });
  act(() => setTextValue('house', 'Flat'));
  return page;
};
export const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
export const actionOf = async (text: string, name: string) => {
  const row = await rowOf(text);
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};
export const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));
