import { startRuntime } from '../../runtime/create-runtime';
import { judgeIdentity } from './confirm-identity';
import { askInTurn, renewalOf, renewInPlace, type RenewalSubject } from './renewal';
import { announceRenewal, signInWindowAddress, watchForNewToken } from './sign-in-window';

const alice: RenewalSubject = { userId: 2, loginName: 'alice', roleId: 11 };

describe('renewInPlace: the session-end question', () => {
  it('leaves at once when no page holds unsaved input, or nobody is known', async () => {
    const runtime = startRuntime();
    const mayDiscard = jest.fn(async () => true);
    const nothingUnsaved = renewInPlace(runtime, {
      hasUnsavedInput: () => false,
      mayDiscard,
      subject: () => alice,
    });
    expect(await nothingUnsaved()).toBe(false);
    const nobody = renewInPlace(runtime, {
      hasUnsavedInput: () => true,
      mayDiscard,
      subject: () => undefined,
    });
    expect(await nobody()).toBe(false);
    expect(renewalOf(runtime).current()).toBeNull(); // no dialog was shown
  });

  it('asks the user, and is renewed when they sign in again', async () => {
    const runtime = startRuntime();
    const renew = renewInPlace(runtime, {
      hasUnsavedInput: () => true,
      mayDiscard: async () => true,
      subject: () => alice,
    });
    const outcome = renew();
    await Promise.resolve();
    const question = renewalOf(runtime).current();
    expect(question?.subject).toEqual(alice);
    question?.answer(true);
    expect(await outcome).toBe(true);
    expect(renewalOf(runtime).current()).toBeNull();
  });

  it('asks again when the user declines but a page keeps its input, and leaves once all agree', async () => {
    const runtime = startRuntime();
    const answers = [false, true];
    const mayDiscard = jest.fn(async () => answers.shift() ?? true);
    const renew = renewInPlace(runtime, {
      hasUnsavedInput: () => true,
      mayDiscard,
      subject: () => alice,
    });
    const outcome = renew();
    const renewal = renewalOf(runtime);
    const decline = async () => {
      for (let i = 0; i < 5 && !renewal.current(); i += 1) await Promise.resolve();
      renewal.current()?.answer(false);
    };
    await decline(); // a page keeps its input: the question comes back
    await decline(); // now every page lets its input go
    expect(await outcome).toBe(false);
    expect(mayDiscard).toHaveBeenCalledTimes(2);
  });

  it('shows one question at a time, and none after the runtime ended', async () => {
    const runtime = startRuntime();
    const renewal = renewalOf(runtime);
    const first = renewal.ask(alice);
    const second = renewal.ask(alice);
    renewal.current()?.answer(true);
    expect(await Promise.all([first, second])).toEqual([true, true]);
    const pending = renewal.ask(alice);
    runtime.dispose(); // the app unmounts while asking: the question is declined
    expect(await pending).toBe(false);
  });
});

describe('askInTurn', () => {
  it.each<[string, (boolean | 'throw')[], boolean, number]>([
    ['nobody to ask', [], true, 0],
    ['all agree', [true, true], true, 2],
    ['the first keeps its input: the second is not asked', [false, true], false, 1],
    ['a failing confirm keeps the input', ['throw', true], false, 1],
  ])('%s', async (_name, answers, expected, asked) => {
    const confirms = answers.map((answer) =>
      jest.fn(() => {
        if (answer === 'throw') throw new Error('bug');
        return answer;
      }),
    );
    expect(await askInTurn(confirms)).toBe(expected);
    expect(confirms.filter((confirm) => confirm.mock.calls.length > 0)).toHaveLength(asked);
  });
});

describe('judgeIdentity: who signed in in the other window', () => {
  it.each<[string, { id: number; currentRoleId: number }, string]>([
    ['the same user in the same role', { id: 2, currentRoleId: 11 }, 'same'],
    ['the same user in the default role', { id: 2, currentRoleId: 12 }, 'switch-role'],
    ['somebody else', { id: 1, currentRoleId: 11 }, 'other-user'],
  ])('%s', (_name, user, verdict) => {
    expect(judgeIdentity(alice, { loginName: 'x', ...user })).toBe(verdict);
  });

  it('does not switch when no role is known', () => {
    expect(
      judgeIdentity(
        { userId: 2, loginName: 'alice' },
        { id: 2, loginName: 'alice', currentRoleId: 3 },
      ),
    ).toBe('same');
  });
});

describe('the sign-in window', () => {
  it('comes back to our renewed page through the authorisation page', () => {
    startRuntime();
    const address = new URL(signInWindowAddress('http://localhost:8000'), 'http://localhost:8000');
    expect(address.pathname).toMatch(/\/oauth\/authorize$/);
    expect(address.searchParams.get('response_type')).toBe('token');
    expect(address.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8000/public/session-renewed',
    );
  });

  it('notices a new token when the window announces it, once', async () => {
    const box: { token?: string } = {};
    const seen: string[] = [];
    const stop = watchForNewToken(
      () => box.token,
      undefined,
      (next) => seen.push(next),
    );
    box.token = 'new';
    announceRenewal();
    await new Promise((resolve) => setTimeout(resolve, 50));
    announceRenewal();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['new']);
    stop();
  });

  it('notices it by looking when no announcement comes, and stops looking when told', () => {
    jest.useFakeTimers();
    try {
      let token: string | undefined = 'old';
      const seen: string[] = [];
      const stop = watchForNewToken(
        () => token,
        'old',
        (next) => seen.push(next),
      );
      jest.advanceTimersByTime(3000);
      expect(seen).toEqual([]); // the same token is not a new one
      token = 'new';
      jest.advanceTimersByTime(1000);
      expect(seen).toEqual(['new']);
      const seenLater: string[] = [];
      const stopLater = watchForNewToken(
        () => token,
        'new',
        (next) => seenLater.push(next),
      );
      stopLater();
      token = 'newer';
      jest.advanceTimersByTime(5000);
      expect(seenLater).toEqual([]);
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
