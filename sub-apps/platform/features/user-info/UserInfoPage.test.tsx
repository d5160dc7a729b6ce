/** @jest-environment jsdom */
import { RequestError } from '@polaris/core/request/request-error';
import { checkPermissions } from '@polaris/core/services/iam/permissions';
import { updateSelfProfile } from '@polaris/core/services/iam/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { platformTexts } from '../../texts';
import UserInfoPage from './UserInfoPage';

jest.mock('@polaris/core/services/iam/permissions', () => ({ checkPermissions: jest.fn() }));
jest.mock('@polaris/core/services/iam/users', () => ({ updateSelfProfile: jest.fn() }));
const check = checkPermissions as jest.Mock;
const save = updateSelfProfile as jest.Mock;

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
});
