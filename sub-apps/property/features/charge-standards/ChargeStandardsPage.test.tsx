/** @jest-environment jsdom */
import { setTextValue } from '@polaris/core/i18n/intl';
import type { ChargeStandardDto } from '@polaris/core/services/property/charging-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { INITIAL_PROPERTY_SETTINGS, PropertyContext } from '../startup';
import { fetchChargeStandards } from './api/fetch-charge-standards';
import { saveHouseAlias } from './api/save-house-alias';
import { updateChargeStandard } from './api/update-charge-standard';
import ChargeStandardsPage from './ChargeStandardsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-charge-standards', () => ({
  fetchChargeStandards: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/charge-standard'),
}));
jest.mock('./api/update-charge-standard', () => ({ updateChargeStandard: jest.fn() }));
jest.mock('./api/create-charge-standard', () => ({ createChargeStandard: jest.fn() }));
jest.mock('./api/save-house-alias', () => {
  const saveHouseAlias = jest.fn();
  const { useMutation } = jest.requireActual('@tanstack/react-query');
  return { saveHouseAlias, useSaveHouseAlias: () => useMutation({ mutationFn: saveHouseAlias }) };
});
jest.mock('../projects/api/fetch-project-choices', () => ({
  fetchProjectChoices: async () =>
    jest
      .requireActual('../../../../test/support/page-services')
      .pageOf([{ projectId: 1, projectCode: 'YGHY', projectName: '阳光花园' }]),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const standard = (standardId: number, code: string, price: number): ChargeStandardDto => ({
  standardId,
  projectId: 1,
  projectName: '阳光花园',
  standardCode: code,
  standardName: `${code} fee`,
  billingMethod: standardId === 1 ? 'AREA_MONTHLY' : 'FIXED_MONTHLY',
  unitPrice: price,
  enabledFlag: 1,
  objectVersionNumber: 3,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchChargeStandards)
    .mockResolvedValue(pageOf([standard(1, 'YG-PM', 2.8), standard(2, 'YG-WS', 1500)]));
});

function show() {
  const page = renderPage(
    <PropertyContext.Provider
      value={{
        ...INITIAL_PROPERTY_SETTINGS,
        authority: ['Pages.Property.Charging'],
        syncWuyeFlag: true,
        reloadAuthority: () => undefined,
      }}
    >
      <ChargeStandardsPage />
    </PropertyContext.Provider>,
    { texts: propertyTexts, path: '/wuye/charge-standard' },
  );
  setTextValue('house', 'Room');
  return page;
}
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

describe('Charge Standards page', () => {
  it('lists each standard’s billing method and its price with two decimals', async () => {
    show();
    const area = await rowOf('YG-PM fee');
    expect(area.getByText('Per m² per month')).toBeTruthy();
    expect(area.getByText('2.80')).toBeTruthy();
    const fixed = await rowOf('YG-WS fee');
    expect(fixed.getByText('Fixed per Room per month')).toBeTruthy();
    expect(fixed.getByText('1,500.00')).toBeTruthy();
  });

  it('edits a standard: a bad price is refused in place, a good one saved with the version', async () => {
    jest.mocked(updateChargeStandard).mockResolvedValue(standard(1, 'YG-PM', 3.1));
    show();
    const row = await rowOf('YG-PM fee');
    await user.click(
      await waitFor(() => {
        const button = row.getByRole('button', { hidden: true, name: 'Edit' }) as HTMLButtonElement;
        expect(button.disabled).toBe(false);
        return button;
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    const price = dialog.getByLabelText('Unit price');
    await user.clear(price);
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('Unit price is required')).toBeTruthy();
    expect(updateChargeStandard).not.toHaveBeenCalled();
    await user.type(price, '3.1');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(updateChargeStandard).toHaveBeenCalledWith({
        standardId: 1,
        objectVersionNumber: 3,
        projectId: 1,
        standardCode: 'YG-PM',
        standardName: 'YG-PM fee',
        billingMethod: 'AREA_MONTHLY',
        unitPrice: 3.1,
        enabledFlag: 1,
      }),
    );
  });

  it('renames the room label: checked first, then saved, and says when pages show it', async () => {
    jest.mocked(saveHouseAlias).mockResolvedValue({ houseAlias: '单元' });
    show();
    const field = await screen.findByLabelText('Name for a Room');
    const save = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    await user.clear(field);
    await user.click(save);
    expect(await screen.findByText('Name for a Room is required')).toBeTruthy();
    await user.type(field, 'Apartments1');
    await user.click(save);
    expect(await screen.findByText('Name for a Room must be at most 10 characters')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '单元');
    await user.click(save);
    await waitFor(() => expect(jest.mocked(saveHouseAlias).mock.calls[0]?.[0]).toBe('单元'));
    expect(await screen.findByText(/Every page calls it “单元”/)).toBeTruthy();
  });
});
