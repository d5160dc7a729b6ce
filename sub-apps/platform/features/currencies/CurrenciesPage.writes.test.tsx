/** @jest-environment jsdom */
/** Currencies: creating one and deleting one (the list and editing: CurrenciesPage.test.tsx). */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { createCurrency } from './api/create-currency';
import { deleteCurrency } from './api/delete-currency';
import { fetchCurrencies } from './api/fetch-currencies';
import CurrenciesPage from './CurrenciesPage';
import { actionOf, currency, rowOf } from './currencies.fixture';
import { enabledPageButton } from '../../../../test/support/table-rows';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-currencies', () => ({
  fetchCurrencies: Object.assign(jest.fn(), { url: () => '/hpfm/v1/currencys' }),
}));
jest.mock('./api/create-currency', () => ({ createCurrency: jest.fn() }));
jest.mock('./api/delete-currency', () => ({ deleteCurrency: jest.fn() }));
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

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchCurrencies).mockResolvedValue(pageOf([currency(3, 'EUR', 2)]));
});

const show = () => renderPage(<CurrenciesPage />, { texts: platformTexts, path: '/hpfm/currency' });

describe('Currencies page: create and delete', () => {
  it('creates a currency: its ISO code checked before anything is sent', async () => {
    jest.mocked(createCurrency).mockResolvedValue(currency(9, 'XAU', 4));
    show();
    await rowOf('EUR');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New currency')).toBeTruthy();
    await user.type(dialog.getByLabelText('Code'), 'gold');
    await user.type(dialog.getByLabelText('Name'), 'Gold');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('Enter the ISO 4217 code: three capital letters')).toBeTruthy();
    expect(createCurrency).not.toHaveBeenCalled();
    await user.clear(dialog.getByLabelText('Code'));
    await user.type(dialog.getByLabelText('Code'), 'XAU');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createCurrency).toHaveBeenCalledWith({
        currencyCode: 'XAU',
        currencyName: 'Gold',
        countryId: null,
        defaultPrecision: 2,
        financialPrecision: 2,
        currencySymbol: null,
        enabledFlag: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('deletes a currency after the confirmation', async () => {
    jest.mocked(deleteCurrency).mockResolvedValue(undefined);
    show();
    await user.click(await actionOf('EUR', 'Delete'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Delete currency EUR?')).toBeTruthy();
    expect(deleteCurrency).not.toHaveBeenCalled();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(deleteCurrency).toHaveBeenCalledWith(expect.objectContaining({ currencyId: 3 })),
    );
  });
});
