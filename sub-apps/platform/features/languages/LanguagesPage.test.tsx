/** @jest-environment jsdom */
/**
 * The Languages page as a platform administrator sees it: each language's name, description and
 * status; disabling asks first; a rename whose save is refused keeps what was typed.
 */
import { RequestError } from '@polaris/core/request/request-error';
import type { LanguageDto } from '@polaris/core/services/platform/text-admin-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchLanguages } from './api/fetch-languages';
import { updateLanguage } from './api/update-language';
import LanguagesPage from './LanguagesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-languages', () => ({
  fetchLanguages: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/languages'),
}));
jest.mock('./api/update-language', () => ({ updateLanguage: jest.fn() }));
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

const language = (id: number, code: string, name: string, enabledFlag: 0 | 1 = 1): LanguageDto => ({
  id,
  code,
  name,
  description: `${name} description`,
  enabledFlag,
  objectVersionNumber: 2,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchLanguages)
    .mockResolvedValue(
      pageOf([language(3, 'ja_JP', '日本語'), language(4, 'de_DE', 'Deutsch', 0)]),
    );
});

const show = () => renderPage(<LanguagesPage />, { texts: platformTexts, path: '/hpfm/languages' });

describe('Languages page', () => {
  it('shows each language with its status, and offers no Create', async () => {
    show();
    const row = await rowOf('日本語');
    expect(row.getByText('ja_JP')).toBeTruthy();
    expect(row.getByText('Enabled')).toBeTruthy();
    expect(row.getByRole('button', { hidden: true, name: 'Disable' })).toBeTruthy();
    expect(
      (await rowOf('Deutsch')).getByRole('button', { hidden: true, name: 'Enable' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });

  it('asks before disabling a language, then saves it disabled', async () => {
    jest.mocked(updateLanguage).mockResolvedValue(language(3, 'ja_JP', '日本語', 0));
    show();
    await user.click(await actionOf('日本語', 'Disable'));
    expect(await screen.findByText('Disable 日本語?')).toBeTruthy();
    expect(updateLanguage).not.toHaveBeenCalled();
    const confirm = screen.getAllByRole('button', { hidden: true, name: 'Disable' }).at(-1);
    await user.click(confirm as HTMLElement);
    await waitFor(() =>
      expect(updateLanguage).toHaveBeenCalledWith({
        id: 3,
        objectVersionNumber: 2,
        enabledFlag: 0,
      }),
    );
  });

  it('renames a language; an empty name is named, a refused save keeps what was typed', async () => {
    jest
      .mocked(updateLanguage)
      .mockRejectedValueOnce(
        new RequestError('business', 'stale', { code: 'error.record.changed', noticeType: 'warn' }),
      );
    show();
    await user.click(await actionOf('日本語', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit language ja_JP')).toBeTruthy();
    const name = dialog.getByLabelText('Name') as HTMLInputElement;
    await user.clear(name);
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(/Name/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(updateLanguage).not.toHaveBeenCalled();
    await user.type(name, 'Japanese');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(updateLanguage).toHaveBeenCalledWith({
        id: 3,
        objectVersionNumber: 2,
        name: 'Japanese',
        description: '日本語 description',
      }),
    );
    expect(name.value).toBe('Japanese');
    expect(screen.getByRole('dialog', { hidden: true })).toBeTruthy();
  });
});
