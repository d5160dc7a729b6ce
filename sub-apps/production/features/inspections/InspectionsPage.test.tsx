/** @jest-environment jsdom */
import type { InspectionDto } from '@polaris/core/services/production/orders-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { productionTexts } from '../../texts';
import { createInspection } from './api/create-inspection';
import { fetchInspections } from './api/fetch-inspections';
import { fetchWorkOrderChoices } from './api/fetch-work-order-choices';
import InspectionsPage from './InspectionsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const UUID = 'ab'.repeat(16);

jest.mock('./api/fetch-inspections', () => ({
  fetchInspections: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/mes/v1/{tenantId}/inspections'),
}));
jest.mock('./api/fetch-work-order-choices', () => ({ fetchWorkOrderChoices: jest.fn() }));
jest.mock('./api/create-inspection', () => ({ createInspection: jest.fn() }));
// the kit's attachment (tested in the kit): here a stand-in that uploads one file when asked
jest.mock('@polaris/core/kit/attachment/Attachment', () => {
  const { createElement } = jest.requireActual('react');
  return {
    Attachment: (props: { value?: string; readOnly?: boolean; onChange?(uuid: string): void }) =>
      props.readOnly
        ? createElement('p', null, `Files of ${props.value}`)
        : createElement(
            'button',
            { type: 'button', onClick: () => props.onChange?.('ab'.repeat(16)) },
            props.value ? 'photo.jpg' : 'Upload a photo',
          ),
  };
});
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

const inspection = (
  inspectionId: number,
  lotNumber: string,
  defectCount: number,
  result: string,
  attachmentUuid: string | null = null,
): InspectionDto => ({
  inspectionId,
  workOrderId: 1,
  workOrderNum: 'WO-2026-0001',
  planCode: 'PP-A',
  itemCode: 'GX-100',
  lotNumber,
  sampleSize: 80,
  defectCount,
  aqlPercent: 2.5,
  result,
  inspector: 'Wang Fang',
  inspectionDate: '2026-12-03',
  attachmentUuid,
  remark: null,
  objectVersionNumber: 1,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchInspections)
    .mockResolvedValue(
      pageOf([inspection(1, 'L-1', 1, 'PASS', UUID), inspection(2, 'L-2', 4, 'FAIL')]),
    );
  jest.mocked(fetchWorkOrderChoices).mockResolvedValue(
    pageOf(
      ['STARTED', 'CREATED'].map((status, index) => ({
        workOrderId: index + 1,
        workOrderNum: `WO-${status}`,
        planId: 1,
        planCode: 'PP-A',
        itemCode: 'GX-100',
        quantity: 10,
        plannedStart: '2026-12-01',
        plannedEnd: '2026-12-03',
        status,
        ganttTaskId: null,
        objectVersionNumber: 1,
      })),
    ),
  );
});

const show = () =>
  renderPage(<InspectionsPage />, { texts: productionTexts, path: '/mes/inspection' });
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

describe('Quality Inspection page', () => {
  it('shows each result with its defective share against the AQL', async () => {
    show();
    const passed = await rowOf('L-1');
    expect(passed.getByText('Pass')).toBeTruthy();
    expect(passed.getByText('1.25 % / 2.5 %')).toBeTruthy();
    expect(passed.getByLabelText('Files attached')).toBeTruthy();
    const failed = await rowOf('L-2');
    expect(failed.getByText('Fail')).toBeTruthy();
    expect(failed.queryByLabelText('Files attached')).toBeNull();
  });

  it('opens a result with its attached files', async () => {
    show();
    const row = await rowOf('L-1');
    await user.click(row.getByRole('button', { hidden: true, name: 'View' }));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    expect(drawer.getByText('Inspection of lot L-1')).toBeTruthy();
    expect(drawer.getByText('1 of 80 sampled (1.25 %), acceptable up to 2.5 %')).toBeTruthy();
    expect(drawer.getByText(`Files of ${UUID}`)).toBeTruthy();
  });

  it('records a result with a photo attached, offering started work orders only', async () => {
    jest.mocked(createInspection).mockResolvedValue(inspection(3, 'L-3', 0, 'PASS', UUID));
    show();
    await screen.findByText('L-1');
    const create = await screen.findByRole('button', { name: /Create/ });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await user.click(create);
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(dialog.getByLabelText('Work order'));
    expect(await screen.findByTitle('WO-STARTED GX-100 (PP-A)')).toBeTruthy();
    expect(screen.queryByTitle('WO-CREATED GX-100 (PP-A)')).toBeNull();
    await user.click(screen.getByTitle('WO-STARTED GX-100 (PP-A)'));
    await user.type(dialog.getByLabelText('Lot'), 'L-3');
    await user.type(dialog.getByLabelText('Inspector'), 'Alice Chen');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Upload a photo' }));
    expect(dialog.getByRole('button', { hidden: true, name: 'photo.jpg' })).toBeTruthy();
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(createInspection).toHaveBeenCalledTimes(1));
    expect(createInspection).toHaveBeenCalledWith(
      expect.objectContaining({
        workOrderId: 1,
        lotNumber: 'L-3',
        sampleSize: 50,
        defectCount: 0,
        inspector: 'Alice Chen',
        attachmentUuid: UUID,
      }),
    );
    await waitFor(() => expect(fetchInspections).toHaveBeenCalledTimes(2));
  });
});
