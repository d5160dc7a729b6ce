/** @jest-environment jsdom */
/**
 * The Multilingual Texts page as a platform administrator sees it: each translatable field with
 * its Chinese and English text; Translate edits both; an emptied text is named and nothing is
 * sent; the save sends every language of the record's field.
 */
import type { MultiLanguageTextDto } from '@polaris/core/services/platform/multi-language-types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { fetchMultiLanguageTexts } from './api/fetch-multi-language-texts';
import { saveTranslations } from './api/save-translations';
import MultiLanguagePage from './MultiLanguagePage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-multi-language-texts', () => ({
  fetchMultiLanguageTexts: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/multi-language/texts'),
}));
jest.mock('./api/save-translations', () => ({ saveTranslations: jest.fn() }));
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

const usd: MultiLanguageTextDto = {
  textKey: 'hpfm_currency/currencyName/2',
  tableName: 'hpfm_currency',
  fieldName: 'currencyName',
  id: 2,
  recordCode: 'USD',
  zh_CN: '美元',
  en_US: 'US Dollar',
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchMultiLanguageTexts).mockResolvedValue(pageOf([usd]));
  jest.mocked(saveTranslations).mockResolvedValue([]);
});

describe('Multilingual Texts page', () => {
  it('translates a record’s field in both languages; an emptied text is named', async () => {
    renderPage(<MultiLanguagePage />, { texts: platformTexts, path: '/hpfm/multi-language' });
    const row = await rowOf('USD');
    expect(row.getByText('Currency name')).toBeTruthy();
    expect(row.getByText('US Dollar')).toBeTruthy();
    await user.click(await actionOf('USD', 'Translate'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    fireEvent.change(dialog.getByLabelText('简体中文'), { target: { value: ' ' } });
    fireEvent.change(dialog.getByLabelText('English'), { target: { value: 'American dollar' } });
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(await dialog.findByText('简体中文 is required')).toBeTruthy();
    expect(saveTranslations).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByLabelText('简体中文'), { target: { value: '美金' } });
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(saveTranslations).toHaveBeenCalledWith({
        tableName: 'hpfm_currency',
        fieldName: 'currencyName',
        id: 2,
        values: [
          { lang: 'zh_CN', value: '美金' },
          { lang: 'en_US', value: 'American dollar' },
        ],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });
});
