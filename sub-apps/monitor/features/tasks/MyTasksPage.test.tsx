/** @jest-environment jsdom */
import { fetchApprovalHistory } from '@polaris/core/services/workflow/approval';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../../../test/support/page-services';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { actionOf, rowOf } from '../../../../test/support/table-rows';
import { monitorTexts } from '../../texts';
import { actOnTask } from './api/act-on-task';
import { fetchTodoTasks } from './api/fetch-todo-tasks';
import MyTasksPage from './MyTasksPage';
import { todoTask } from './tasks.fixture';

const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-todo-tasks', () => ({
  fetchTodoTasks: Object.assign(jest.fn(), { url: () => '/hwfl/v1/{tenantId}/process/task/todo' }),
}));
jest.mock('./api/act-on-task', () => ({ actOnTask: jest.fn() }));
jest.mock('@polaris/core/services/workflow/approval', () => ({ fetchApprovalHistory: jest.fn() }));
// the user lookup's dialog is the kit's (tested there): here a button that chooses Lei Wang
jest.mock('@polaris/core/kit/lov/LovField', () => ({
  LovField: ({ onChange }: { onChange(value: unknown): void }) => (
    <button type="button" onClick={() => onChange({ value: 1003, meaning: 'Lei Wang' })}>
      Choose Lei Wang
    </button>
  ),
}));
jest.mock('@polaris/core/services/iam/permissions', () =>
  jest.requireActual('../../../../test/support/page-services').approvingPermissions(),
);
jest.mock('@polaris/core/services/platform/ui-table', () =>
  jest.requireActual('../../../../test/support/page-services').noTablePersonalisation(),
);

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(fetchTodoTasks).mockResolvedValue(pageOf([todoTask]));
  jest.mocked(actOnTask).mockResolvedValue({ ...todoTask, actions: [] });
  jest.mocked(fetchApprovalHistory).mockResolvedValue([
    { id: 1, action: 'Approved', taskName: 'Submit', assigneeName: 'Alice Chen', comment: 'B' },
    { id: 2, action: null, taskName: 'Department review', assigneeName: 'Alice Chen' },
  ]);
});

const show = (language = 'en_US') =>
  renderPage(<MyTasksPage />, { texts: monitorTexts, language, path: '/hwfl/task' });

/** Opens the task: its drawer. */
async function openTask(handle = 'Handle') {
  await user.click(await actionOf('MR-B-2024-06', handle));
  return within(await screen.findByRole('dialog', { hidden: true }));
}

/** Opens the task (unless open) and the dialog of one of its actions. */
async function openAction(name: string) {
  const open = screen.queryAllByRole('dialog', { hidden: true });
  const drawer = open.length > 0 ? within(open[0]) : await openTask();
  await user.click(await drawer.findByRole('button', { hidden: true, name }));
  const dialogs = await screen.findAllByRole('dialog', { hidden: true });
  return within(dialogs[dialogs.length - 1]);
}

describe('My Tasks page', () => {
  it('opens a task: its document, its history and its actions; Approve sends the comment', async () => {
    show();
    const row = await rowOf('MR-B-2024-06');
    expect(row.getByText('Acme Property')).toBeTruthy();
    const drawer = await openTask();
    expect(drawer.getByText('Meter readings · Department review (10006)')).toBeTruthy();
    expect(drawer.getByText('Alice Chen', { selector: 'td *, td' })).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('[data-action]')).toHaveLength(2));
    expect(fetchApprovalHistory).toHaveBeenCalledWith('10006');
    const names = drawer
      .getAllByRole('button', { hidden: true })
      .map((button) => button.textContent)
      .filter((text) => text && text !== 'Close');
    expect(names).toEqual(expect.arrayContaining(['Approve', 'Reject', 'Delegate', 'Send back']));

    const dialog = await openAction('Approve');
    await user.type(dialog.getByLabelText('Comment'), ' Readings fine ');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Approve' }));
    await waitFor(() =>
      expect(actOnTask).toHaveBeenCalledWith(20005, {
        action: 'Approved',
        comment: 'Readings fine',
        targetUserId: undefined,
        targetNodeId: undefined,
      }),
    );
    await waitFor(() => expect(fetchTodoTasks).toHaveBeenCalledTimes(2));
  });

  it('Reject asks for the comment first', async () => {
    show();
    const dialog = await openAction('Reject');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Reject' }));
    expect(await dialog.findByText('Comment is required')).toBeTruthy();
    expect(actOnTask).not.toHaveBeenCalled();
  });

  it('Send back offers the earlier steps', async () => {
    show();
    const dialog = await openAction('Send back');
    await user.click(dialog.getByLabelText('Step to send back to'));
    await user.click(
      await screen.findByText('Submit', { selector: '.ant-select-item-option-content' }),
    );
    await user.type(dialog.getByLabelText('Comment'), 'Add the photo');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Send back' }));
    await waitFor(() =>
      expect(actOnTask).toHaveBeenCalledWith(
        20005,
        expect.objectContaining({
          action: 'Jump',
          targetNodeId: 'submit',
        }),
      ),
    );
  });

  it('Delegate asks whom, and sends the chosen user', async () => {
    show();
    const dialog = await openAction('Delegate');
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Delegate' }));
    expect(await dialog.findByText('User is required')).toBeTruthy();
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Choose Lei Wang' }));
    await user.click(dialog.getByRole('button', { hidden: true, name: 'Delegate' }));
    await waitFor(() =>
      expect(actOnTask).toHaveBeenLastCalledWith(
        20005,
        expect.objectContaining({
          action: 'Delegate',
          targetUserId: 1003,
        }),
      ),
    );
  });

  it('in zh_CN: the actions read as the spec names them', async () => {
    show('zh_CN');
    const drawer = await openTask('处理');
    // antd may space a two-character Chinese button label
    for (const name of ['同意', '拒绝', '转交', '驳回', '抄送']) {
      const spaced = new RegExp(`^${name[0]}\\s?${name[1]}$`);
      expect(drawer.getByRole('button', { hidden: true, name: spaced })).toBeTruthy();
    }
  });
});
