/** @jest-environment jsdom */
// Message Templates page: a row's Edit and Delete (the list and Create: MessageTemplatesPage.test.tsx)
import type { MessageTemplateDto } from '@polaris/core/services/message/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { messagesTexts } from '../../texts';
import { deleteTemplate } from './api/delete-template';
import { fetchTemplates } from './api/fetch-templates';
import { saveTemplate } from './api/save-template';
import MessageTemplatesPage from './MessageTemplatesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-templates', () => ({
  fetchTemplates: {
    site: Object.assign(jest.fn(), { url: () => '/hmsg/v1/message/templates' }),
    tenant: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/message/templates' }),
  },
}));
jest.mock('./api/save-template', () => ({ saveTemplate: jest.fn() }));
jest.mock('./api/delete-template', () => ({ deleteTemplate: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/lov', () =>
  jest.requireActual('../../../../test/support/page-services').emptyLookups(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const template = (templateId: number, templateCode: string): MessageTemplateDto => ({
  templateId,
  tenantId: 0,
  templateCode,
  templateName: `${templateCode} name`,
  templateTitle: 'Hello ${userName}',
  templateContent: '<p>Hi</p>',
  lang: 'en_US',
  enabledFlag: 1,
  objectVersionNumber: 3,
  lastUpdateDate: '2026-11-20 10:00:00',
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchTemplates.site)
    .mockResolvedValue(pageOf([template(1, 'HMSG.TEST'), template(2, 'HIAM.WELCOME')]));
});

const show = () =>
  renderPage(<MessageTemplatesPage />, { texts: messagesTexts, path: '/hmsg/message-template' });
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
const enabled = (find: () => HTMLElement) =>
  waitFor(() => {
    const button = find() as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('Message Templates page rows', () => {
  it('edits a template with its id and version, never its code', async () => {
    jest.mocked(saveTemplate).mockResolvedValue(template(1, 'HMSG.TEST'));
    show();
    const row = await rowOf('HMSG.TEST name');
    await user.click(await enabled(() => row.getByRole('button', { name: 'Edit' })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Edit template HMSG.TEST')).toBeTruthy();
    expect(dialog.queryByLabelText('Code')).toBeNull();
    await user.click(dialog.getByRole('switch'));
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(saveTemplate).toHaveBeenCalledWith('site', {
        templateId: 1,
        objectVersionNumber: 3,
        templateCode: 'HMSG.TEST',
        templateName: 'HMSG.TEST name',
        templateTitle: 'Hello ${userName}',
        templateContent: '<p>Hi</p>',
        lang: 'en_US',
        enabledFlag: 0,
      }),
    );
  });

  it('deletes a template only once confirmed', async () => {
    jest.mocked(deleteTemplate).mockResolvedValue({});
    show();
    const row = await rowOf('HIAM.WELCOME name');
    await user.click(await enabled(() => row.getByRole('button', { name: 'Delete' })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete template HIAM.WELCOME?')).toBeTruthy();
    expect(deleteTemplate).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(deleteTemplate).toHaveBeenCalledWith(
        'site',
        expect.objectContaining({ templateId: 2, objectVersionNumber: 3 }),
      ),
    );
  });
});
