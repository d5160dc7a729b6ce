/** @jest-environment jsdom */
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { actOnTask } from './api/act-on-task';
import { fetchDoneTasks } from './api/fetch-done-tasks';
import DoneTasksPage from './DoneTasksPage';
import { doneTask } from './tasks.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-done-tasks', () => ({
  fetchDoneTasks: Object.assign(jest.fn(), { url: () => '/hwfl/v1/{tenantId}/process/task/done' }),
}));
jest.mock('./api/act-on-task', () => ({ actOnTask: jest.fn() }));
jest.mock('@polaris/core/services/workflow/approval', () => ({ fetchApprovalHistory: jest.fn() }));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const recallable = { ...doneTask(true), taskId: 1, businessKey: 'MR-B-2024-06' };
const moved = { ...doneTask(false), taskId: 2, businessKey: 'MR-A-2024-06' };

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchDoneTasks).mockResolvedValue(pageOf([recallable, moved]));
  jest.mocked(actOnTask).mockResolvedValue(moved);
  jest
    .mocked(fetchApprovalHistory)
    .mockResolvedValue([
      { id: 1, action: 'Approved', taskName: 'Department review', comment: 'Readings fine' },
    ]);
});

const show = () => renderPage(<DoneTasksPage />, { texts: monitorTexts, path: '/hwfl/task-done' });

describe('Done Tasks page', () => {
  it('shows what I did; Recall is disabled with the reason where the process moved on', async () => {
    show();
    const row = await rowOf('MR-A-2024-06');
    expect(row.getByText('Approved')).toBeTruthy();
    expect(row.getByText('Readings fine')).toBeTruthy();
    const blocked = row.getByRole('button', { hidden: true, name: 'Recall' }) as HTMLButtonElement;
    await waitFor(() =>
      expect(blocked.getAttribute('title')).toBe('The next step has already been acted on'),
    );
    expect(blocked.disabled).toBe(true);
    const describedBy = blocked.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'The next step has already been acted on',
    );

    await user.click(await actionOf('MR-A-2024-06', 'History'));
    await waitFor(() => expect(document.querySelectorAll('[data-action]')).toHaveLength(1));
    expect(fetchApprovalHistory).toHaveBeenCalledWith('10006');
  });

  it('Recall asks for a comment, then takes the approval back', async () => {
    show();
    await user.click(await actionOf('MR-B-2024-06', 'Recall'));
    const dialog = within(await screen.findByRole('dialog', { hidden: true }));
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Recall' }));
    expect(await dialog.findByText('Comment is required')).toBeTruthy();
    await user.type(dialog.getByLabelText('Comment'), 'One more look');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Recall' }));
    await waitFor(() =>
      expect(actOnTask).toHaveBeenCalledWith(1, {
        action: 'Recall',
        comment: 'One more look',
        targetUserId: undefined,
        targetNodeId: undefined,
      }),
    );
    await waitFor(() => expect(fetchDoneTasks).toHaveBeenCalledTimes(2));
  });
});
