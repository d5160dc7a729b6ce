/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchBanks } from './api/fetch-banks';
import { updateBank } from './api/update-bank';
import { bank } from './banks.fixture';
import BanksPage from './BanksPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-banks', () => ({
  fetchBanks: Object.assign(jest.fn(), { url: () => '/hpfm/v1/banks' }),
}));
jest.mock('./api/update-bank', () => ({ updateBank: jest.fn() }));
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
  jest.mocked(fetchBanks).mockResolvedValue(pageOf([bank(1, 'ICBC'), bank(2, 'PSBC', 0)]));
});

const show = () => renderPage(<BanksPage />, { texts: platformTexts, path: '/hpfm/bank' });
const dialog = async () => within(await screen.findByRole('dialog', { hidden: true }));

describe('Banks page', () => {
  it('lists banks with their state and searches with the filters typed (empty ones left out)', async () => {
    show();
    expect((await rowOf('ICBC')).getByText('Enabled')).toBeTruthy();
    expect((await rowOf('PSBC')).getByText('Disabled')).toBeTruthy();
    expect(await actionOf('ICBC', 'Disable')).toBeTruthy();
    expect(await actionOf('PSBC', 'Enable')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Bank name' }), 'Postal');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(fetchBanks).toHaveBeenLastCalledWith(
        expect.objectContaining({ bankName: 'Postal', page: 0, size: 10 }),
      ),
    );
    expect(jest.mocked(fetchBanks).mock.lastCall?.[0]).not.toHaveProperty('bankCode');
  });

  it('a refused edit keeps the dialog and what was typed', async () => {
    jest
      .mocked(updateBank)
      .mockRejectedValueOnce(
        new RequestError('business', 'stale', { code: 'error.record.changed', noticeType: 'warn' }),
      );
    show();
    await user.click(await actionOf('ICBC', 'Edit'));
    const form = await dialog();
    expect(form.getByText('Edit bank ICBC')).toBeTruthy();
    const name = form.getByLabelText('Bank name') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'ICBC (renamed)');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(updateBank).toHaveBeenCalledWith({
        bankId: 1,
        objectVersionNumber: 3,
        bankName: 'ICBC (renamed)',
        bankShortName: 'icbc',
        enabledFlag: 1,
      }),
    );
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
    expect(name.value).toBe('ICBC (renamed)');
  });
});
