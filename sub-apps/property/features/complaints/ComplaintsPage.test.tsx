/** @jest-environment jsdom */
import type {
  ComplaintDetailDto,
  ComplaintDto,
} from '@polaris/core/services/property/service-types';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { propertyTexts } from '../../texts';
import { closeComplaint } from './api/close-complaint';
import { fetchComplaint } from './api/fetch-complaint';
import { fetchComplaints } from './api/fetch-complaints';
import { replyComplaint } from './api/reply-complaint';
import ComplaintsPage from './ComplaintsPage';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-complaints', () => ({
  fetchComplaints: jest
    .requireActual('../../../../test/support/page-services')
    .listEndpointMock('/wy/api/v1.0/PROP/complaint'),
}));
jest.mock('./api/fetch-complaint', () => ({ fetchComplaint: jest.fn() }));
jest.mock('./api/reply-complaint', () => ({ replyComplaint: jest.fn() }));
jest.mock('./api/close-complaint', () => ({ closeComplaint: jest.fn() }));
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

const complaint = (
  complaintId: number,
  title: string,
  status: ComplaintDto['status'],
): ComplaintDto => ({
  complaintId,
  kind: 'COMPLAINT',
  houseId: 'H101',
  houseName: '阳光花园 1-101',
  submitter: '王建国',
  title,
  content: 'Water <b>deep</b> in B2',
  status,
  replyCount: 0,
  createdAt: '2026-11-22 08:30:00',
  objectVersionNumber: 1,
});

const detail = (replies: ComplaintDetailDto['replies']): ComplaintDetailDto => ({
  ...complaint(1, 'Garage flooded', replies.length ? 'REPLIED' : 'OPEN'),
  replies,
  attachments: [
    { fileKey: 'k/water.jpg', fileName: 'water.jpg', imageUrl: '/legacy/water.jpg' },
    { fileKey: 'k/report.pdf', fileName: 'report.pdf' },
  ],
});

const FIRST = {
  replyId: 1,
  author: 'Service desk',
  text: 'On our way',
  createdAt: '2026-11-22 09:00',
};
const SECOND = {
  replyId: 2,
  author: 'Alice Chen',
  text: 'Pumped out',
  createdAt: '2026-11-22 11:00',
};

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(fetchComplaints)
    .mockResolvedValue(
      pageOf([complaint(1, 'Garage flooded', 'OPEN'), complaint(3, 'Noise', 'CLOSED')]),
    );
  jest.mocked(fetchComplaint).mockResolvedValue(detail([FIRST]));
});

const show = () =>
  renderPage(<ComplaintsPage />, { texts: propertyTexts, path: '/wuye/complaint' });
const actionOf = async (text: string, name: string) => {
  const row = within((await screen.findByText(text)).closest('tr') as HTMLElement);
  return waitFor(() => {
    const button = row.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
};

describe('Complaints and Suggestions page', () => {
  it('opens a complaint: its text as text, its legacy files, its thread oldest first', async () => {
    show();
    expect(
      within((await screen.findByText('Noise')).closest('tr') as HTMLElement).queryByRole(
        'button',
        { hidden: true, name: 'Close' },
      ),
    ).toBeNull();
    await user.click(await actionOf('Garage flooded', 'View'));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    expect(await drawer.findByText('Water <b>deep</b> in B2')).toBeTruthy();
    const image = drawer.getByRole('img', { name: 'water.jpg' });
    expect(image.getAttribute('data-file-key')).toBe('k/water.jpg');
    expect(image.getAttribute('src')).toBe('/legacy/water.jpg');
    const link = drawer.getByRole('link', { name: 'report.pdf' });
    expect(link.getAttribute('data-file-key')).toBe('k/report.pdf');
    const thread = within(drawer.getByRole('list', { name: 'Replies' }));
    expect(thread.getByText('Service desk')).toBeTruthy();
    expect(thread.getByText('On our way')).toBeTruthy();
  });

  it('posts a reply: required first, then it shows in the thread and the box empties', async () => {
    jest.mocked(replyComplaint).mockResolvedValue(detail([FIRST, SECOND]));
    show();
    await user.click(await actionOf('Garage flooded', 'View'));
    const drawer = within(await screen.findByRole('dialog', { hidden: true }));
    const send = await drawer.findByRole('button', { name: 'Send reply' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);
    expect(await drawer.findByText('Your reply is required')).toBeTruthy();
    expect(replyComplaint).not.toHaveBeenCalled();

    jest.mocked(fetchComplaint).mockResolvedValue(detail([FIRST, SECOND]));
    await user.type(drawer.getByLabelText('Your reply'), ' Pumped out ');
    await user.click(send);
    await waitFor(() =>
      expect(replyComplaint).toHaveBeenCalledWith({ complaintId: 1, text: 'Pumped out' }),
    );
    const thread = within(drawer.getByRole('list', { name: 'Replies' }));
    expect(await thread.findByText('Pumped out')).toBeTruthy();
    const texts = thread.getAllByRole('listitem').map((item) => item.textContent);
    expect(texts[0]).toContain('On our way');
    expect(texts[1]).toContain('Alice Chen');
    expect((drawer.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(fetchComplaints).toHaveBeenCalledTimes(2));
  });

  it('closes an open complaint after asking', async () => {
    jest.mocked(closeComplaint).mockResolvedValue(detail([]));
    show();
    await user.click(await actionOf('Garage flooded', 'Close'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    expect(dialog.getByText('Close “Garage flooded”?')).toBeTruthy();
    const buttons = dialog.getAllByRole('button', { hidden: true, name: 'Close' });
    await user.click(buttons.find((button) => button.textContent === 'Close')!);
    await waitFor(() =>
      expect(closeComplaint).toHaveBeenCalledWith(
        expect.objectContaining({ complaintId: 1, objectVersionNumber: 1 }),
      ),
    );
    await waitFor(() => expect(fetchComplaints).toHaveBeenCalledTimes(2));
  });
});
