/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchLovData, fetchLovViewInfo } from '@polaris/core/services/platform/lov';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { platformTexts } from '../../texts';
import { fetchCurrencies } from './api/fetch-currencies';
import { updateCurrency } from './api/update-currency';
import CurrenciesPage from './CurrenciesPage';
import { actionOf, currency, rowOf } from './currencies.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-currencies', () => ({
  fetchCurrencies: Object.assign(jest.fn(), { url: () => '/hpfm/v1/currencys' }),
}));
jest.mock('./api/update-currency', () => ({ updateCurrency: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups({
    lovDataRows: jest.requireActual('@polaris/core/services/platform/lov').lovDataRows,
  }),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchLovViewInfo).mockResolvedValue({
    viewCode: 'HPFM.COUNTRY',
    viewName: 'Choose a country',
    lovCode: 'HPFM.COUNTRY',
    valueField: 'countryId',
    displayField: 'countryName',
    pageSize: 10,
    queryFields: [],
    tableFields: [{ title: 'Country name', dataIndex: 'countryName' }],
  } as never);
  jest.mocked(fetchLovData).mockResolvedValue({
    content: [{ countryId: 7, countryCode: 'DE', countryName: 'Germany' }],
    totalElements: 1,
    size: 10,
    number: 0,
  } as never);
});

const show = () => renderPage(<CurrenciesPage />, { texts: platformTexts, path: '/hpfm/currency' });
describe('Currencies page', () => {
  it('shows a sample amount in each currency’s precision, and offers Create', async () => {
    jest
      .mocked(fetchCurrencies)
      .mockResolvedValue(pageOf([currency(1, 'JPY', 0), currency(2, 'KWD', 3)]));
    show();
    expect((await rowOf('JPY')).getByText(/1,234,568/)).toBeTruthy();
    expect((await rowOf('KWD')).getByText(/1,234,567\.891/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Sample amount' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Create/ })).toBeTruthy();
  });

  it('searches with the filters typed, empty ones left out', async () => {
    jest.mocked(fetchCurrencies).mockResolvedValue(pageOf([currency(1, 'EUR', 2)]));
    show();
    await rowOf('EUR');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'EU');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchCurrencies).toHaveBeenLastCalledWith(
        expect.objectContaining({ currencyCode: 'EU', page: 0, size: 10 }),
      ),
    );
    expect(jest.mocked(fetchCurrencies).mock.lastCall?.[0]).not.toHaveProperty('currencyName');
  });

  it('edits a currency with a country from the lookup; a refused save keeps what was typed', async () => {
    jest.mocked(fetchCurrencies).mockResolvedValue(pageOf([currency(3, 'EUR', 2, 'Euro')]));
    jest
      .mocked(updateCurrency)
      .mockRejectedValueOnce(
        // the request layer has told the user; the dialog keeps what was typed
        new RequestError('business', 'stale', { code: 'error.record.changed', noticeType: 'warn' }),
      )
      .mockResolvedValue(currency(3, 'EUR', 2, 'Euro!'));
    show();
    await user.click(await actionOf('EUR', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit currency EUR')).toBeTruthy();
    const name = dialog.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, ' Euro! ');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Choose' }));
    const lookup = within(
      (await screen.findByText('Choose a country')).closest('[role="dialog"]') as HTMLElement,
    );
    await user.click(
      within((await lookup.findByText('Germany')).closest('tr') as HTMLElement).getByRole('radio'),
    );
    await user.click(lookup.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect((dialog.getByLabelText('Country') as HTMLInputElement).value).toBe('Germany'),
    );

    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(updateCurrency).toHaveBeenCalledTimes(1));
    expect(updateCurrency).toHaveBeenLastCalledWith({
      currencyId: 3,
      objectVersionNumber: 4,
      currencyName: 'Euro!',
      countryId: 7,
      defaultPrecision: 2,
      financialPrecision: 2,
      currencySymbol: null,
      enabledFlag: 1,
    });
    expect(name.value).toBe(' Euro! ');
    expect((dialog.getByLabelText('Country') as HTMLInputElement).value).toBe('Germany');

    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(fetchCurrencies).toHaveBeenCalledTimes(2));
  });
});
