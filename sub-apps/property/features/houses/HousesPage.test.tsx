/** @jest-environment jsdom */
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import type { HouseDto } from '@polaris/core/services/property/records-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { openCreateDialog, renderPropertyPage } from '../../../../test/support/property-page';
import { prepareDomForAntd } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { INITIAL_PROPERTY_SETTINGS, PropertyContext } from '../startup';
import { createHouse } from './api/create-house';
import { fetchHouses } from './api/fetch-houses';
import { fetchOwnerChoices } from './api/fetch-owner-choices';
import { fetchProjectChoices } from '../projects/api/fetch-project-choices';
import { syncHouses } from './api/sync-houses';
import HousesPage from './HousesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-houses', () => ({
  fetchHouses: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/house'),
}));
jest.mock('./api/create-house', () => ({ createHouse: jest.fn() }));
jest.mock('./api/sync-houses', () => ({ syncHouses: jest.fn() }));
jest.mock('../projects/api/fetch-project-choices', () => ({ fetchProjectChoices: jest.fn() }));
jest.mock('./api/fetch-owner-choices', () => ({ fetchOwnerChoices: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const house = (houseId: string, roomNumber: string): HouseDto => ({
  houseId,
  projectId: 1,
  projectName: 'Sunny Garden',
  building: '1',
  unit: '1',
  roomNumber,
  houseName: `Sunny Garden 1-${roomNumber}`,
  area: 89.5,
  houseStatus: 'VACANT',
  ownerId: null,
  ownerName: null,
  objectVersionNumber: 3,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchHouses).mockResolvedValue(pageOf([house('H101', '101')]));
  jest.mocked(fetchProjectChoices).mockResolvedValue(
    pageOf([
      {
        projectId: 1,
        projectCode: 'SG',
        projectName: 'Sunny Garden',
        address: '',
        area: 1000,
        houseCount: 1,
        enabledFlag: 1,
        objectVersionNumber: 1,
      },
    ]),
  );
  jest.mocked(fetchOwnerChoices).mockResolvedValue(pageOf([]));
});

const show = (syncWuyeFlag: boolean | null = true) => {
  return renderPropertyPage(
    <PropertyContext.Provider
      value={{
        ...INITIAL_PROPERTY_SETTINGS,
        authority: ['Pages.Property.House'],
        syncWuyeFlag,
        reloadAuthority: () => undefined,
      }}
    >
      <HousesPage />
    </PropertyContext.Provider>,
    { texts: propertyTexts, path: '/wuye/house' },
  );
};
describe('Houses page', () => {
  it('names rooms by the organisation’s label, in the list and in the form; checks the form', async () => {
    show();
    expect(await screen.findByRole('columnheader', { name: 'Apartment number' })).toBeTruthy();
    const row = within(
      (await screen.findByText('Sunny Garden 1-101')).closest('tr') as HTMLElement,
    );
    expect(await row.findByRole('button', { name: 'Delete', hidden: true })).toBeTruthy();
    const form = await openCreateDialog(user);
    expect(form.getByText('New Apartment')).toBeTruthy();
    expect(form.getByLabelText('Apartment number')).toBeTruthy();
    await user.type(form.getByLabelText('Area (m²)'), '0');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    expect(await form.findByText('Project is required')).toBeTruthy();
    expect(await form.findByText('Apartment number is required')).toBeTruthy();
    // the control takes no area of 0 or less: it comes back as the least there is
    expect(form.getByLabelText('Area (m²)')).toHaveProperty('value', '0.01');
    expect(createHouse).not.toHaveBeenCalled();
  });

  it('saves a new house with what was typed, trimmed', async () => {
    jest.mocked(createHouse).mockResolvedValue(house('HS1001', '102'));
    show();
    const form = await openCreateDialog(user);
    await user.click(form.getByLabelText('Project'));
    await user.click(await screen.findByTitle('SG Sunny Garden'));
    await user.type(form.getByLabelText('Building'), ' 1 ');
    await user.type(form.getByLabelText('Unit'), '2');
    await user.type(form.getByLabelText('Apartment number'), '102');
    await user.type(form.getByLabelText('Area (m²)'), '76.5');
    await user.click(form.getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() =>
      expect(createHouse).toHaveBeenCalledWith({
        projectId: 1,
        ownerId: null,
        building: '1',
        unit: '2',
        roomNumber: '102',
        area: 76.5,
        houseStatus: 'VACANT',
      }),
    );
  });

  it('hides Delete when the role’s code is hidden (the property manager’s)', async () => {
    jest
      .mocked(checkPermissions)
      .mockImplementation(async (codes: string[]) =>
        codes.map((code) =>
          code.endsWith('.delete')
            ? { code, approve: false, controllerType: 'hidden' as const }
            : { code, approve: true },
        ),
      );
    show();
    const row = within(
      (await screen.findByText('Sunny Garden 1-101')).closest('tr') as HTMLElement,
    );
    // the permission batch has answered once Edit is usable
    await waitFor(() =>
      expect(row.getByRole('button', { name: 'Edit', hidden: true })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(row.queryByRole('button', { name: 'Delete', hidden: true })).toBeNull();
  });

  it('Sync shows only when the organisation syncs, and says how many went', async () => {
    jest.mocked(syncHouses).mockResolvedValue({ count: 5 });
    const { unmount } = show(false);
    await screen.findByText('Sunny Garden 1-101');
    expect(screen.queryByRole('button', { name: /Sync to property system/ })).toBeNull();
    unmount();
    show(true);
    await user.click(await screen.findByRole('button', { name: /Sync to property system/ }));
    expect(
      await screen.findByText('5 Apartment records were handed to the property system.'),
    ).toBeTruthy();
  });
});
