/** @jest-environment jsdom */
/**
 * The Prompt Texts page as a platform administrator sees it: each key's text in a language;
 * a new text (a refused save keeps what was typed, a field left empty is named), an edited one,
 * a deleted one after asking.
 */
import { RequestError } from '@polaris/core/request/request-error';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import type { PromptDto } from '@polaris/core/services/platform/text-admin-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, enabledPageButton, rowOf } from '../../../../test/support/table-rows';
import { platformTexts } from '../../texts';
import { deletePrompts } from './api/delete-prompts';
import { fetchPrompts } from './api/fetch-prompts';
import { savePrompt } from './api/save-prompt';
import PromptsPage from './PromptsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-prompts', () => ({
  fetchPrompts: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/hpfm/v1/prompts'),
}));
jest.mock('./api/save-prompt', () => ({ savePrompt: jest.fn() }));
jest.mock('./api/delete-prompts', () => ({ deletePrompts: jest.fn() }));
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

const prompt = (promptId: number, promptCode: string, description: string): PromptDto => ({
  promptId,
  promptKey: 'hzero.common',
  promptCode,
  lang: 'en_US',
  description,
  tenantId: 0,
  objectVersionNumber: 3,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchPrompts)
    .mockResolvedValue(
      pageOf([prompt(1, 'title.workplace', 'Workplace'), prompt(2, 'button.close', 'Close')]),
    );
  jest.mocked(fetchLovValues).mockResolvedValue([
    { value: 'zh_CN', meaning: '简体中文' },
    { value: 'en_US', meaning: 'English' },
  ]);
});

const show = () => renderPage(<PromptsPage />, { texts: platformTexts, path: '/hpfm/prompt' });

describe('Prompt Texts page', () => {
  it('shows each key’s module, code, language and text', async () => {
    show();
    const row = await rowOf('Workplace');
    expect(row.getByText('hzero.common')).toBeTruthy();
    expect(row.getByText('en_US')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Text' })).toBeTruthy();
  });

  it('creates a text; a field left empty is named, a refused save keeps what was typed', async () => {
    jest
      .mocked(savePrompt)
      .mockRejectedValueOnce(
        new RequestError('business', 'exists', {
          code: 'error.prompt.exists',
          noticeType: 'error',
        }),
      )
      .mockResolvedValue(prompt(9, 'title.tip', 'Hint'));
    show();
    await rowOf('Workplace');
    await user.click(await enabledPageButton(/Create/));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('New text')).toBeTruthy();
    await user.type(dialog.getByLabelText('Module'), 'hzero.common');
    await user.type(dialog.getByLabelText('Code'), 'title.tip');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    expect(
      await dialog.findByText(/Language/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    expect(savePrompt).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('combobox', { hidden: true, name: 'Language' }));
    await user.click(await screen.findByTitle('English'));
    await user.type(dialog.getByLabelText('Text'), 'Hint');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(savePrompt).toHaveBeenCalledTimes(1));
    expect(savePrompt).toHaveBeenLastCalledWith({
      promptKey: 'hzero.common',
      promptCode: 'title.tip',
      lang: 'en_US',
      description: 'Hint',
    });
    expect((dialog.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('Hint');

    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(fetchPrompts).toHaveBeenCalledTimes(2));
  });

  it('edits the text only: module, code and language stay', async () => {
    jest.mocked(savePrompt).mockResolvedValue(prompt(1, 'title.workplace', 'My desk'));
    show();
    await user.click(await actionOf('Workplace', 'Edit'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Edit hzero.common.title.workplace (en_US)')).toBeTruthy();
    expect(dialog.queryByLabelText('Module')).toBeNull();
    const text = dialog.getByLabelText('Text');
    await user.clear(text);
    await user.type(text, 'My desk');
    await user.click(await dialog.findByRole('button', { hidden: true, name: 'OK' }));
    await waitFor(() =>
      expect(savePrompt).toHaveBeenCalledWith({
        promptId: 1,
        objectVersionNumber: 3,
        description: 'My desk',
      }),
    );
  });

  it('deletes a text once it is confirmed', async () => {
    jest.mocked(deletePrompts).mockResolvedValue();
    show();
    await user.click(await actionOf('Close', 'Delete'));
    expect(
      await screen.findByText('Delete the text of hzero.common.button.close in en_US?'),
    ).toBeTruthy();
    expect(deletePrompts).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(deletePrompts).toHaveBeenCalledWith([prompt(2, 'button.close', 'Close')]),
    );
  });
});
