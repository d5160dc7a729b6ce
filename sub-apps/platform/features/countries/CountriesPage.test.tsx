/** @jest-environment jsdom */
import type { CountryAdminDto, RegionDto } from '@polaris/core/services/platform/master-data-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listEndpointMock, pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchCountries } from './api/fetch-countries';
import { fetchRegionsOf } from './api/fetch-regions';
import { saveCountry } from './api/save-country';
import { saveRegion } from './api/save-region';
import CountriesPage from './CountriesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const regionsList = listEndpointMock('/hpfm/v1/countries/1/regions');
jest.mock('./api/fetch-countries', () => ({
  fetchCountries: Object.assign(jest.fn(), { url: () => '/hpfm/v1/countries' }),
}));
jest.mock('./api/fetch-regions', () => ({ fetchRegionsOf: jest.fn() }));
jest.mock('./api/save-country', () => ({ saveCountry: jest.fn() }));
jest.mock('./api/save-region', () => ({ saveRegion: jest.fn() }));
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

const country = (countryId: number, countryCode: string, countryName: string, enabledFlag = 1) =>
  ({ countryId, countryCode, countryName, enabledFlag, objectVersionNumber: 2 }) as CountryAdminDto;
const region: RegionDto = {
  regionId: 5,
  countryId: 1,
  regionCode: '310000',
  regionName: 'Shanghai',
  enabledFlag: 1,
  objectVersionNumber: 1,
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchCountries)
    .mockResolvedValue(pageOf([country(1, 'CN', 'China'), country(2, 'JP', 'Japan', 0)]));
  jest.mocked(fetchRegionsOf).mockReturnValue(regionsList);
  regionsList.mockResolvedValue(pageOf([region]));
});

const show = () => renderPage(<CountriesPage />, { texts: platformTexts, path: '/hpfm/country' });

describe('Countries and Regions page', () => {
  it('disables a country after saying what it stops; a new one’s ISO code is checked first', async () => {
    jest.mocked(saveCountry).mockResolvedValue(country(1, 'CN', 'China', 0));
    show();
    expect((await rowOf('Japan')).getByText('Disabled')).toBeTruthy();
    await user.click(await actionOf('China', 'Disable'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Disable country China?')).toBeTruthy();
    expect(confirm.getByText(/will no longer offer it/)).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(saveCountry).toHaveBeenCalledWith({
        countryId: 1,
        objectVersionNumber: 2,
        enabledFlag: 0,
      }),
    );

    await user.click(await enabledPageButton(/Create/));
    const form = within(
      (await screen.findByText('New country')).closest('[role="dialog"]') as HTMLElement,
    );
    await user.type(form.getByLabelText('Country code'), 'prt');
    await user.type(form.getByLabelText('Country name'), 'Portugal');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(await form.findByText('Enter the ISO 3166-1 code: two capital letters')).toBeTruthy();
    expect(saveCountry).toHaveBeenCalledTimes(1);
  });

  it('Regions shows the country’s regions below, where one is added to that country', async () => {
    jest.mocked(saveRegion).mockResolvedValue({ ...region, regionId: 6, regionCode: '320000' });
    show();
    await user.click(await actionOf('China', 'Regions'));
    expect(await screen.findByText('Regions of China')).toBeTruthy();
    expect(await rowOf('Shanghai')).toBeTruthy();
    expect(fetchRegionsOf).toHaveBeenCalledWith(1);
    const creates = await waitFor(() => {
      const buttons = screen.getAllByRole('button', { name: /Create/ }) as HTMLButtonElement[];
      expect(buttons).toHaveLength(2);
      expect(buttons[1].disabled).toBe(false);
      return buttons;
    });
    await user.click(creates[1]);
    const form = within(
      (await screen.findByText('New region')).closest('[role="dialog"]') as HTMLElement,
    );
    await user.type(form.getByLabelText('Region code'), '320000');
    await user.type(form.getByLabelText('Region name'), 'Jiangsu');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveRegion).toHaveBeenCalledWith(1, {
        regionCode: '320000',
        regionName: 'Jiangsu',
        enabledFlag: 1,
      }),
    );
    await waitFor(() => expect(regionsList).toHaveBeenCalledTimes(2));
  });
});
