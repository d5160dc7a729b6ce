/** @jest-environment jsdom */
import type { OwnerDto } from '@polaris/core/services/property/records-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { openCreateDialog, renderPropertyPage } from '../../../../test/support/property-page';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { createOwner } from './api/create-owner';
import { fetchOwners } from './api/fetch-owners';
import OwnersPage from './OwnersPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-owners', () => ({
  fetchOwners: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/owner'),
}));
jest.mock('./api/create-owner', () => ({ createOwner: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const owner: OwnerDto = {
  ownerId: 3,
  ownerName: 'Chen Zhiqiang',
  phone: '13800000003',
  email: null,
  houses: [
    {
      houseId: 'H201',
      houseName: 'Lakeside 2-201',
      projectName: 'Lakeside',
      building: '2',
      unit: '1',
      roomNumber: '201',
      area: 76,
      houseStatus: 'OCCUPIED',
    },
  ],
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchOwners).mockResolvedValue(pageOf([owner]));
});

const show = () =>
  renderPropertyPage(<OwnersPage />, { texts: propertyTexts, path: '/wuye/owner' });

describe('Owners page', () => {
  it('opens an owner’s houses, each under the organisation’s room label', async () => {
    show();
    const row = within((await screen.findByText('Chen Zhiqiang')).closest('tr') as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Apartments', hidden: true }));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    expect(drawer.getByText('Apartments of Chen Zhiqiang')).toBeTruthy();
    expect(
      drawer.getByRole('columnheader', { name: 'Apartment number', hidden: true }),
    ).toBeTruthy();
    expect(drawer.getByText('Lakeside 2-201')).toBeTruthy();
    expect(drawer.getByText('Occupied')).toBeTruthy();
  });

  it('refuses a phone that is no phone number, and saves a good one', async () => {
    jest.mocked(createOwner).mockResolvedValue(owner);
    show();
    const form = await openCreateDialog(user);
    await user.type(form.getByLabelText('Name'), 'Zhao Liu');
    await user.type(form.getByLabelText('Phone'), 'call me');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    expect(await form.findByText('Phone is not in the expected format')).toBeTruthy();
    await user.clear(form.getByLabelText('Phone'));
    await user.type(form.getByLabelText('Phone'), '139 0000 0009');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() =>
      expect(createOwner).toHaveBeenCalledWith({
        ownerName: 'Zhao Liu',
        phone: '139 0000 0009',
        email: null,
      }),
    );
  });
});
