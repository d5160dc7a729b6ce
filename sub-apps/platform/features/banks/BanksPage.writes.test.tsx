/** @jest-environment jsdom */
/** Banks: creating, disabling and deleting (the list and editing: BanksPage.test.tsx). */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { createBank } from './api/create-bank';
import { deleteBank } from './api/delete-bank';
import { fetchBanks } from './api/fetch-banks';
import { updateBank } from './api/update-bank';
import { bank } from './banks.fixture';
import BanksPage from './BanksPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-banks', () => ({
  fetchBanks: Object.assign(jest.fn(), { url: () => '/hpfm/v1/banks' }),
}));
jest.mock('./api/create-bank', () => ({ createBank: jest.fn() }));
jest.mock('./api/update-bank', () => ({ updateBank: jest.fn() }));
jest.mock('./api/delete-bank', () => ({ deleteBank: jest.fn() }));
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

describe('Banks page: create, disable, delete', () => {
  it('creates a bank: the code checked before anything is sent, the field named', async () => {
    jest.mocked(createBank).mockResolvedValue(bank(12, 'WEBANK'));
    show();
    await rowOf('ICBC');
    await user.click(await enabledPageButton(/Create/));
    const form = await dialog();
    expect(form.getByText('New bank')).toBeTruthy();
    await user.type(form.getByLabelText('Bank code'), 'we bank');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await form.findByText('Bank code: capitals, digits, _ and - only (at most 30)'),
    ).toBeTruthy();
    expect(
      await form.findByText(/Bank name/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(createBank).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('Bank code'));
    await user.type(form.getByLabelText('Bank code'), 'WEBANK');
    await user.type(form.getByLabelText('Bank name'), ' WeBank ');
    await user.click(form.getByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createBank).toHaveBeenCalledWith({
        bankCode: 'WEBANK',
        bankName: 'WeBank',
        bankShortName: null,
        enabledFlag: 1,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(fetchBanks).toHaveBeenCalledTimes(2));
  });

  it('disables a bank and deletes one after the confirmations', async () => {
    jest.mocked(updateBank).mockResolvedValue(bank(1, 'ICBC', 0));
    jest.mocked(deleteBank).mockResolvedValue(undefined);
    show();
    await user.click(await actionOf('ICBC', 'Disable'));
    await waitFor(() =>
      expect(updateBank).toHaveBeenCalledWith({
        bankId: 1,
        objectVersionNumber: 3,
        enabledFlag: 0,
      }),
    );
    await user.click(await actionOf('PSBC', 'Delete'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Delete bank PSBC?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(deleteBank).toHaveBeenCalledWith(expect.objectContaining({ bankId: 2 })),
    );
  });
});
