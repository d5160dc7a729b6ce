/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import type { MessageTemplateDto } from '@polaris/core/services/message/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { messagesTexts } from '../../texts';
import { fetchTemplates } from './api/fetch-templates';
import { saveTemplate } from './api/save-template';
import MessageTemplatesOrgPage from './MessageTemplatesOrgPage';
import MessageTemplatesPage from './MessageTemplatesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-templates', () => ({
  fetchTemplates: {
    site: Object.assign(jest.fn(), { url: () => '/hmsg/v1/message/templates' }),
    tenant: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/message/templates' }),
  },
}));
jest.mock('./api/save-template', () => ({ saveTemplate: jest.fn() }));
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

describe('Message Templates page', () => {
  it('lists the templates with their language and status', async () => {
    show();
    const row = await rowOf('HMSG.TEST name');
    expect(row.getByText('English')).toBeTruthy();
    expect(row.getByText('Enabled')).toBeTruthy();
    expect(row.getByText('Hello ${userName}')).toBeTruthy();
    expect(fetchTemplates.site).toHaveBeenCalledWith(expect.objectContaining({ page: 0 }));
  });

  it('creates a template: a bad code is named; a refused save keeps what was typed', async () => {
    jest
      .mocked(saveTemplate)
      .mockRejectedValueOnce(new RequestError('business', 'exists', { code: 'error.data_exists' }))
      .mockResolvedValue(template(3, 'HMSG.NEW'));
    show();
    await screen.findByText('HMSG.TEST name');
    await user.click(await enabled(() => screen.getByRole('button', { name: /Create/ })));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Code'), 'lower');
    await user.type(dialog.getByLabelText('Name'), 'New one');
    await user.type(dialog.getByLabelText('Title'), 'Hi ${{userName}'); // `{{` types `{`
    await user.type(dialog.getByLabelText(/^Content/), '<p>x</p>');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    expect(await dialog.findByText(/Code: 2 to 60 capital letters/)).toBeTruthy();
    expect(saveTemplate).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText('Code'));
    await user.type(dialog.getByLabelText('Code'), 'HMSG.NEW');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(saveTemplate).toHaveBeenCalledTimes(1));
    expect(saveTemplate).toHaveBeenLastCalledWith('site', {
      templateCode: 'HMSG.NEW',
      templateName: 'New one',
      templateTitle: 'Hi ${userName}',
      templateContent: '<p>x</p>',
      lang: 'zh_CN',
      enabledFlag: 1,
    });
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('New one');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchTemplates.site).toHaveBeenCalledTimes(2));
  });

  it('manages the organisation’s own templates on the tenant form', async () => {
    jest.mocked(fetchTemplates.tenant).mockResolvedValue(pageOf([template(9, 'ACME.OWN')]));
    renderPage(<MessageTemplatesOrgPage />, {
      texts: messagesTexts,
      path: '/hmsg/message-template-org',
    });
    expect(await screen.findByText('ACME.OWN name')).toBeTruthy();
    expect(fetchTemplates.site).not.toHaveBeenCalled();
  });
});
