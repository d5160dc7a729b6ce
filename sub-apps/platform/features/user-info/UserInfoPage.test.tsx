/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import { updateSelfProfile } from '@polaris/core/services/iam/users';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import UserInfoPage from './UserInfoPage';
import { LeaveGuardProvider, type LeaveGuard } from '@polaris/core/kit/leave-guard';

jest.mock('@polaris/core/services/iam/permissions', () => ({ checkPermissions: jest.fn() }));
jest.mock('@polaris/core/services/iam/users', () => ({ updateSelfProfile: jest.fn() }));
const check = checkPermissions as jest.Mock;
const save = updateSelfProfile as jest.Mock;

// an antd form typed into by user-event takes seconds in jsdom on a busy two-core machine: the
// 5 s default is the machine's speed, not the page's
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
beforeAll(prepareDomForAntd);
beforeEach(() => {
  save.mockReset();
  check.mockReset();
  check.mockImplementation(async (codes: string[]) =>
    codes.map((code) => ({ code, approve: true })),
  );
});

const user = { realName: 'Alice Chen', email: 'alice@acme.test', phone: '+86 138 0000 0000' };

async function editName(name: string) {
  const edit = (await screen.findByRole('button', { name: 'Edit' })) as HTMLButtonElement;
  await waitFor(() => expect(edit.disabled).toBe(false)); // the permission check answered
  expect(check).toHaveBeenCalledWith(['hzero.user.info.button.edit']);
  await userEvent.click(edit);
  const field = screen.getByLabelText('Name');
  await userEvent.clear(field);
  if (name) await userEvent.type(field, name);
}

describe('Personal Centre page', () => {
  it('saves the edited name and shows what the server saved', async () => {
    save.mockImplementation(async (patch: Record<string, string>) => ({
      ...user,
      loginName: 'alice',
      ...patch,
    }));
    const { models } = renderPage(<UserInfoPage />, { texts: platformTexts, user });
    await editName('Alice Wang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(save).toHaveBeenCalledWith({ ...user, realName: 'Alice Wang' });
    expect(screen.getByText('Alice Wang')).toBeTruthy();
    const state = models.getState() as { user: { currentUser?: { realName?: string } } };
    expect(state.user.currentUser?.realName).toBe('Alice Wang');
  });

  it('refuses an empty name in the form and sends nothing', async () => {
    renderPage(<UserInfoPage />, { texts: platformTexts, user });
    await editName('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name of 1 to 40 characters')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the form and the input when the save fails', async () => {
    save.mockRejectedValue(new RequestError('business', 'taken'));
    renderPage(<UserInfoPage />, { texts: platformTexts, user });
    await editName('Alice Wang');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).className,
      ).not.toContain('loading'),
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alice Wang');
  });

  it('offers back input kept from a session that ended elsewhere, and describes new input', async () => {
    const kept = { realName: 'Alice Drafted', email: user.email, phone: user.phone };
    const takeDraft = jest.fn(() => ({ savedAt: Date.now(), value: kept }));
    const described: (() => unknown)[] = [];
    const guard: LeaveGuard = {
      register: () => () => undefined,
      keepDraft: (describe) => {
        described.push(describe);
        return () => undefined;
      },
      hasDraft: () => true,
      takeDraft,
    };
    renderPage(
      <LeaveGuardProvider guard={guard}>
        <UserInfoPage />
      </LeaveGuardProvider>,
      { texts: platformTexts, user },
    );
    // the editor opens by itself to offer the draft back, once
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.getAllByText('Restore your unsaved input?').length).toBeGreaterThan(0);
    expect(takeDraft).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alice Chen');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Alice Drafted');
    // restored input is unsaved input: the page describes it for the next kick-off
    await waitFor(() => expect(described).toHaveLength(1));
    expect(described[0]()).toEqual(kept);
  });
});
