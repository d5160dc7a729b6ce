/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import type { NoticeDto } from '@polaris/core/services/message/types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { messagesTexts } from '../../texts';
import { fetchNotices } from './api/fetch-notices';
import { postNoticeAction } from './api/notice-action';
import { saveNotice } from './api/save-notice';
import NoticesOrgPage from './NoticesOrgPage';
import NoticesPage from './NoticesPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-notices', () => ({
  fetchNotices: {
    site: Object.assign(jest.fn(), { url: () => '/hmsg/v1/notices' }),
    tenant: Object.assign(jest.fn(), { url: () => '/hmsg/v1/{tenantId}/notices' }),
  },
}));
jest.mock('./api/notice-action', () => ({ postNoticeAction: jest.fn() }));
jest.mock('./api/save-notice', () => ({ saveNotice: jest.fn() }));
// the form's attachment asks for the bucket's upload configuration: none
jest.mock('@polaris/core/services/file/upload-config', () => ({
  fetchUploadConfigDetail: jest.fn(async () => null),
}));
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

const notice = (noticeId: number, title: string, statusCode: string): NoticeDto => ({
  noticeId,
  tenantId: 0,
  title,
  noticeContent: '<p>Text</p>',
  noticeTypeCode: 'MAINTENANCE',
  receiverTypeCode: 'NOTIFY',
  statusCode,
  publishedDate: statusCode === 'DRAFT' ? null : '2024-05-02 09:00:00',
  objectVersionNumber: 2,
});

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchNotices.site)
    .mockResolvedValue(
      pageOf([notice(1, 'Water off on Friday', 'DRAFT'), notice(2, 'New canteen', 'PUBLISHED')]),
    );
});

const show = () => renderPage(<NoticesPage />, { texts: messagesTexts, path: '/hmsg/notices' });
const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);
/** A button once its permission is answered (pending, it shows disabled). */
const enabled = (find: () => HTMLElement) =>
  waitFor(() => {
    const button = find() as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

describe('Announcements page', () => {
  it('lists the notices with the actions each status allows, in one permission batch', async () => {
    show();
    const draft = await rowOf('Water off on Friday');
    expect(draft.getByText('Draft')).toBeTruthy();
    expect(draft.getByText('System notification')).toBeTruthy();
    expect(draft.getByText('Maintenance')).toBeTruthy();
    expect(await enabled(() => draft.getByRole('button', { name: 'Publish' }))).toBeTruthy();
    expect(draft.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(draft.queryByRole('button', { name: 'Revoke' })).toBeNull();
    const published = await rowOf('New canteen');
    expect(published.getByText('Published')).toBeTruthy();
    expect(published.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(published.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(checkPermissions).toHaveBeenCalledTimes(1);
    expect(fetchNotices.site).toHaveBeenCalledWith(expect.objectContaining({ page: 0, size: 10 }));
  });

  it('publishes a notice only once it is confirmed, and lists again', async () => {
    jest.mocked(postNoticeAction).mockResolvedValue(notice(1, 'Water off on Friday', 'PUBLISHED'));
    show();
    const draft = await rowOf('Water off on Friday');
    await user.click(await enabled(() => draft.getByRole('button', { name: 'Publish' })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Publish "Water off on Friday"?')).toBeTruthy();
    expect(postNoticeAction).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(postNoticeAction).toHaveBeenCalledWith(
        'site',
        'publish',
        expect.objectContaining({ noticeId: 1, objectVersionNumber: 2 }),
      ),
    );
    await waitFor(() => expect(fetchNotices.site).toHaveBeenCalledTimes(2));
  });

  it('creates a notice; a refused save keeps the dialog with what was typed', async () => {
    jest
      .mocked(saveNotice)
      .mockRejectedValueOnce(new RequestError('business', 'The title is taken', { code: 'taken' }))
      .mockResolvedValue(notice(3, 'Lift repair', 'DRAFT'));
    show();
    await screen.findByText('Water off on Friday');
    await user.click(await enabled(() => screen.getByRole('button', { name: /Create/ })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('New notice')).toBeTruthy();
    await user.type(dialog.getByLabelText('Title'), '  Lift repair');
    await user.type(dialog.getByLabelText('Content (HTML)'), '<b>Lift B</b> stops');
    expect(
      within(dialog.getByRole('region', { name: 'Preview (as it will be shown)' })).getByText(
        'Lift B',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(saveNotice).toHaveBeenCalledTimes(1));
    expect(saveNotice).toHaveBeenLastCalledWith('site', {
      title: 'Lift repair',
      noticeContent: '<b>Lift B</b> stops',
      noticeTypeCode: 'SYSTEM',
      receiverTypeCode: 'ANNOUNCE',
      attachmentUuid: undefined,
    });
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('  Lift repair');
    expect((dialog.getByLabelText('Content (HTML)') as HTMLTextAreaElement).value).toBe(
      '<b>Lift B</b> stops',
    );
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fetchNotices.site).toHaveBeenCalledTimes(2));
  });

  it('edits a notice with its id and version', async () => {
    jest.mocked(saveNotice).mockResolvedValue(notice(1, 'Water off on Saturday', 'DRAFT'));
    show();
    const draft = await rowOf('Water off on Friday');
    await user.click(await enabled(() => draft.getByRole('button', { name: 'Edit' })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Edit "Water off on Friday"')).toBeTruthy();
    // a system notification says what else it does
    expect(dialog.getByText(/also reaches each of its users/)).toBeTruthy();
    const title = dialog.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Water off on Saturday');
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(saveNotice).toHaveBeenCalledWith(
        'site',
        expect.objectContaining({
          noticeId: 1,
          objectVersionNumber: 2,
          title: 'Water off on Saturday',
          receiverTypeCode: 'NOTIFY',
        }),
      ),
    );
  });

  it('manages the organisation’s own notices on the tenant form', async () => {
    jest.mocked(fetchNotices.tenant).mockResolvedValue(pageOf([notice(5, 'Our own', 'DRAFT')]));
    renderPage(<NoticesOrgPage />, { texts: messagesTexts, path: '/hmsg/notices-org' });
    expect(await screen.findByText('Our own')).toBeTruthy();
    expect(fetchNotices.site).not.toHaveBeenCalled();
  });
});
