/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { storeTokens } from '../tokens';
import { confirmIdentity } from './confirm-identity';
import { renewalOf, type RenewalSubject } from './renewal';
import { RenewalHost } from './RenewalHost';
import { RENEWED_PATH } from './sign-in-window';

jest.mock('./confirm-identity', () => ({ confirmIdentity: jest.fn() }));
const confirm = confirmIdentity as jest.Mock;

const alice: RenewalSubject = { userId: 2, loginName: 'alice', roleId: 11 };
let open: jest.SpyInstance;

// an antd form typed into by user-event takes seconds in jsdom on a busy two-core machine: the
// 5 s default is the machine's speed, not the page's
jest.setTimeout(30_000);
beforeAll(async () => {
  prepareDomForAntd();
  await import('./RenewDialog'); // the lazy chunk, loaded once before the tests
});
beforeEach(() => {
  confirm.mockReset();
  open = jest
    .spyOn(window, 'open')
    .mockImplementation(() => ({ focus: () => undefined }) as Window);
  document.cookie = 'access_token=; max-age=0';
});
afterEach(() => open.mockRestore());

function ask() {
  const { runtime } = renderPage(<RenewalHost />);
  let answer!: Promise<boolean>;
  act(() => {
    answer = renewalOf(runtime).ask(alice);
  });
  return answer;
}

describe('the renewal dialog', () => {
  it('opens the authorisation page in a window and is done once the same user signed in', async () => {
    // the check takes a while, as over a network: the dialog waits for it
    confirm.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 100)),
    );
    const answer = ask();
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    const address = new URL(open.mock.calls[0][0] as string, 'http://localhost');
    expect(address.searchParams.get('redirect_uri')).toBe(`http://localhost${RENEWED_PATH}`);
    expect(
      await screen.findByText(
        'Sign in as alice in the window that opened. This page waits for you.',
      ),
    ).toBeTruthy();

    storeTokens({ accessToken: 'renewed-token' }); // what the window's page does
    await expect(answer).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith(alice);
    await waitFor(() => expect(screen.queryByText('Your session has ended')).toBeNull());
  });

  it('says who signed in when it is somebody else, and lets the user try again', async () => {
    confirm.mockResolvedValue({ ok: false, reason: 'other-user', loginName: 'admin' });
    ask();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    storeTokens({ accessToken: 'admins-token' });
    expect(
      await screen.findByText(
        'You signed in as admin. Sign in as alice to keep the input on this page.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Sign in again' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says so when the browser blocks the window', async () => {
    open.mockReturnValue(null);
    ask();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText(/blocked the sign-in window/)).toBeTruthy();
  });

  it('answers false when the user leaves', async () => {
    const answer = ask();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await expect(answer).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
