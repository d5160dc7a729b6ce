/** @jest-environment jsdom */
/**
 * The Static Texts page as a platform administrator sees it: each text by code and language; a
 * title opens the text as readers see it, sanitised; a new text previewed (sanitised) as typed,
 * saved as typed, kept in the dialog when the save is refused.
 */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import type { StaticTextDto } from '@polaris/core/services/platform/text-admin-types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchStaticTexts } from './api/fetch-static-texts';
import { saveStaticText } from './api/save-static-text';
import StaticTextsPage from './StaticTextsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-static-texts', () => ({
  fetchStaticTexts: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/static-texts'),
}));
jest.mock('./api/save-static-text', () => ({ saveStaticText: jest.fn() }));
jest.mock('./api/delete-static-texts', () => ({ deleteStaticTexts: jest.fn() }));
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

const HOSTILE = '<h2>Terms</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>';

const staticText = (textId: number, title: string, text: string): StaticTextDto => ({
  textId,
  textCode: 'HPFM.USER_AGREEMENT',
  title,
  lang: 'en_US',
  tenantId: 0,
  text,
  objectVersionNumber: 1,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchStaticTexts)
    .mockResolvedValue(pageOf([staticText(2, 'User agreement', HOSTILE)]));
  jest.mocked(fetchLovValues).mockResolvedValue([{ value: 'en_US', meaning: 'English' }]);
});

const show = () =>
  renderPage(<StaticTextsPage />, { texts: platformTexts, path: '/hpfm/static-text' });

describe('Static Texts page', () => {
  it('opens a text as readers see it: formatted, with nothing that could run', async () => {
    show();
    const row = await rowOf('HPFM.USER_AGREEMENT');
    expect(row.getByText('en_US')).toBeTruthy();
    await user.click(row.getByText('User agreement'));
    const heading = await screen.findByRole('heading', { name: 'Terms' });
    const shown = heading.parentElement as HTMLElement;
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('creates a text previewed as typed; a refused save keeps what was typed', async () => {
    jest
      .mocked(saveStaticText)
      .mockRejectedValueOnce(
        new RequestError('business', 'exists', {
          code: 'error.static_text.exists',
          noticeType: 'error',
        }),
      )
      .mockResolvedValue(staticText(9, 'Cookies', '<p>c</p>'));
    show();
    await rowOf('HPFM.USER_AGREEMENT');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.type(dialog.getByLabelText('Code'), 'HPFM.COOKIES');
    await user.click(dialog.getByRole('combobox', { hidden: true, name: 'Language' }));
    await user.click(await screen.findByTitle('English'));
    await user.type(dialog.getByLabelText('Title'), 'Cookies');
    fireEvent.change(dialog.getByLabelText('Text (HTML)'), { target: { value: HOSTILE } });
    const preview = dialog.getByRole('region', {
      hidden: true,
      name: 'Preview (as it will be shown)',
    });
    expect(within(preview).getByRole('heading', { hidden: true, name: 'Terms' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();

    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveStaticText).toHaveBeenCalledWith({
        textCode: 'HPFM.COOKIES',
        lang: 'en_US',
        title: 'Cookies',
        text: HOSTILE,
      }),
    );
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Cookies');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
