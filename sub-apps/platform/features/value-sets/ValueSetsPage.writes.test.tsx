/** @jest-environment jsdom */
/** Value Sets: creating a set and deleting one (the list and values: ValueSetsPage.test.tsx). */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import { createLovHeader } from './api/create-lov-header';
import { deleteLovHeader } from './api/delete-lov-header';
import ValueSetsOrgPage from './ValueSetsOrgPage';
import ValueSetsPage from './ValueSetsPage';
import { header, LOV_TYPES, stubLookupsAndSets } from './value-sets.fixture';
import { enabledPageButton } from '../../../../test/support/table-rows';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-lov-headers', () => {
  const endpoint = () => Object.assign(jest.fn(), { url: () => '/hpfm/v1/lov-headers' });
  return { fetchLovHeaders: { site: endpoint(), tenant: endpoint(), auto: endpoint() } };
});
jest.mock('./api/create-lov-header', () => ({ createLovHeader: jest.fn() }));
jest.mock('./api/delete-lov-header', () => ({ deleteLovHeader: jest.fn() }));
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
  jest.mocked(fetchLovValues).mockResolvedValue(LOV_TYPES);
  stubLookupsAndSets();
});

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
/** A row's Delete once its permission is answered (pending, it shows disabled). */
const deleteOf = async (text: string) => {
  const row = await rowOf(text);
  return waitFor(() => {
    const button = row.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

describe('Value Sets page: create and delete', () => {
  it('creates a set: the code’s rule named, a refused save keeps what was typed', async () => {
    jest
      .mocked(createLovHeader)
      .mockRejectedValueOnce(
        new RequestError('business', 'taken', { code: 'error.lov.code_exists' }),
      )
      .mockResolvedValue(header(3, 'ACME.DOOR', 'IDP'));
    renderPage(<ValueSetsPage />, { texts: platformTexts, path: '/hpfm/value-list' });
    await rowOf('HPFM.FLAG');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New value set')).toBeTruthy();
    await user.type(dialog.getByLabelText('Code'), 'acme door');
    await user.type(dialog.getByLabelText('Name'), 'Doors');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText(/Use capitals, digits and _ \. - only/)).toBeTruthy();
    expect(createLovHeader).not.toHaveBeenCalled();
    const code = dialog.getByLabelText('Code') as HTMLInputElement;
    await user.clear(code);
    await user.type(code, 'ACME.DOOR');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(createLovHeader).toHaveBeenLastCalledWith(
        {
          lovCode: 'ACME.DOOR',
          lovName: 'Doors',
          lovTypeCode: 'IDP',
          description: null,
          enabledFlag: 1,
        },
        'site',
      ),
    );
    expect(code.value).toBe('ACME.DOOR');
    // the refused save has settled when OK stops loading
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(createLovHeader).toHaveBeenCalledTimes(2);
  });

  it('deletes after the confirmation; an organisation form offers it on its own sets only', async () => {
    jest.mocked(deleteLovHeader).mockResolvedValue(undefined);
    const site = renderPage(<ValueSetsPage />, { texts: platformTexts, path: '/hpfm/value-list' });
    await user.click(await deleteOf('HPFM.FLAG'));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('Delete value set HPFM.FLAG?')).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(deleteLovHeader).toHaveBeenCalledWith(expect.objectContaining({ lovId: 1 }), 'site'),
    );
    site.unmount();
    renderPage(<ValueSetsOrgPage />, { texts: platformTexts, path: '/hpfm/value-list-org' });
    expect(
      await (await rowOf('HPFM.COUNTRY')).findByRole('button', { name: 'Delete' }),
    ).toBeTruthy();
    expect((await rowOf('HPFM.FLAG')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
