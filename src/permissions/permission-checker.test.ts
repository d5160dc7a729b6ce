import type { PermissionCheckDto } from '../services/iam/types';
import { createFakeChecker } from './permission-checker.fixture';
import { createPermissionChecker, type PermissionCheckerOptions } from './permission-checker';

function harness(
  approved: string[],
  hidden: string[] = [],
  overrides: Partial<PermissionCheckerOptions> = {},
) {
  const fake = createFakeChecker({ approved, hidden }, overrides);
  return { ...fake, run: fake.runBatch };
}

describe('permission checker', () => {
  it.each([
    ['no codes', [], { status: 'allowed' }],
    ['an approved code', ['a'], { status: 'allowed' }],
    ['any approved code among denied ones', ['x', 'a'], { status: 'allowed' }],
    ['a denied code', ['x'], { status: 'denied', controllerType: 'disabled' }],
    ['a hidden code', ['h'], { status: 'denied', controllerType: 'hidden' }],
    [
      'denied codes: the first one decides how',
      ['h', 'x'],
      { status: 'denied', controllerType: 'hidden' },
    ],
  ])('%s', async (_label, codes, expected) => {
    const { checker, run } = harness(['a'], ['h']);
    const decision = checker.decide(codes);
    await run();
    expect(await decision).toEqual(expected);
  });

  it('answers nothing for unknown codes without asking the server, then from the cache', async () => {
    const { checker, run, requests } = harness(['a']);
    expect(checker.peek(['a'])).toBeUndefined();
    expect(checker.peek([])).toEqual({ status: 'allowed' });
    const decision = checker.decide(['a']);
    await run();
    await decision;
    expect(checker.peek(['a'])).toEqual({ status: 'allowed' });
    expect(await checker.decide(['a'])).toEqual({ status: 'allowed' });
    expect(requests).toEqual([['a']]);
  });

  it('sends the codes of every control asking within the delay in one request', async () => {
    const { checker, run, requests } = harness(['a', 'b']);
    const decisions = [checker.decide(['a']), checker.decide(['b', 'c']), checker.decide(['a'])];
    await run();
    expect(await Promise.all(decisions)).toEqual([
      { status: 'allowed' },
      { status: 'allowed' },
      { status: 'allowed' },
    ]);
    expect(requests).toEqual([['a', 'b', 'c']]);
  });

  it('waits 500 ms by default before sending the batch', () => {
    const delays: number[] = [];
    const checker = createPermissionChecker({
      scope: () => 's',
      check: async () => [],
      schedule: (_run, ms) => {
        delays.push(ms);
        return () => {};
      },
    });
    void checker.decide(['a']);
    void checker.decide(['b']);
    expect(delays).toEqual([500]);
  });

  it('treats a failed check as not allowed and asks again next time', async () => {
    let fail = true;
    const requests: string[][] = [];
    const timers: Array<() => void> = [];
    const checker = createPermissionChecker({
      scope: () => 's',
      check: async (codes) => {
        requests.push(codes);
        if (fail) throw new Error('offline');
        return codes.map((code) => ({ code, approve: true }));
      },
      schedule: (run) => {
        timers.push(run);
        return () => {};
      },
    });
    const flush = async () => {
      timers.splice(0).forEach((timer) => timer());
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    const first = checker.decide(['a']);
    await flush();
    expect(await first).toEqual({ status: 'denied', controllerType: 'disabled' });
    fail = false;
    const second = checker.decide(['a']);
    await flush();
    expect(await second).toEqual({ status: 'allowed' });
    expect(requests).toEqual([['a'], ['a']]);
  });

  it('treats a code the server did not answer as not allowed', async () => {
    const { checker, run } = harness(['a'], [], { check: async () => [] });
    const decision = checker.decide(['a']);
    await run();
    expect(await decision).toEqual({ status: 'denied', controllerType: 'disabled' });
  });

  it('decides granted codes (the menu codes the shell has) at once, without a request', async () => {
    const { checker, run, requests, setScope } = harness([]);
    checker.grant(['hzero.scheduler.job']);
    expect(checker.peek(['hzero.scheduler.job'])).toEqual({ status: 'allowed' });
    expect(await checker.decide(['other', 'hzero.scheduler.job'])).toEqual({ status: 'allowed' });
    await run();
    expect(requests).toEqual([]);
    // a grant belongs to its scope like any answer
    setScope('tenant-2:role-7');
    expect(checker.peek(['hzero.scheduler.job'])).toBeUndefined();
  });

  it.each([
    ['only granted codes: no request at all', ['page'], []],
    ['granted and other codes: only the others', ['page', 'button'], [['button']]],
  ])(
    'leaves out of the waiting batch a code granted meanwhile (%s)',
    async (_label, asked, sent) => {
      const { checker, run, requests } = harness(['button']);
      // a page guard asks before the menu's codes are granted, as after a slow reload
      const decision = checker.decide(asked);
      checker.grant(['page']);
      await run();
      expect(await decision).toEqual({ status: 'allowed' });
      expect(requests).toEqual(sent);
    },
  );

  it('forgets every answer when the scope changes, and asks afresh', async () => {
    const { checker, run, requests, setScope } = harness(['a']);
    const first = checker.decide(['a']);
    await run();
    await first;
    setScope('tenant-2:role-7');
    expect(checker.peek(['a'])).toBeUndefined();
    const second = checker.decide(['a']);
    await run();
    expect(await second).toEqual({ status: 'allowed' });
    expect(requests).toEqual([['a'], ['a']]);
  });

  it('drops answers that arrive after clear() (they belong to the old scope)', async () => {
    let answer: (rows: PermissionCheckDto[]) => void = () => {};
    const timers: Array<() => void> = [];
    const checker = createPermissionChecker({
      scope: () => 's',
      check: () => new Promise((resolve) => (answer = resolve)),
      schedule: (run) => {
        timers.push(run);
        return () => {};
      },
    });
    void checker.decide(['a']);
    timers.splice(0).forEach((timer) => timer());
    checker.clear();
    answer([{ code: 'a', approve: true }]);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(checker.peek(['a'])).toBeUndefined();
  });

  it('lets controls that render while the request is out wait for it, not ask again', async () => {
    // a page's rows arrive after its batch left (a slow list): their codes are in that request
    let answer: (rows: PermissionCheckDto[]) => void = () => {};
    const requests: string[][] = [];
    const timers: Array<() => void> = [];
    const checker = createPermissionChecker({
      scope: () => 's',
      check: (codes) => {
        requests.push(codes);
        return new Promise((resolve) => (answer = resolve));
      },
      schedule: (run) => {
        timers.push(run);
        return () => {};
      },
    });
    const page = checker.decide(['pause', 'delete']);
    timers.splice(0).forEach((timer) => timer());
    const row = checker.decide(['pause']);
    const rowWithNew = checker.decide(['delete', 'export']);
    expect(timers).toHaveLength(1); // only 'export' is new
    answer([
      { code: 'pause', approve: true },
      { code: 'delete', approve: false, controllerType: 'hidden' },
    ]);
    expect(await page).toEqual({ status: 'allowed' });
    expect(await row).toEqual({ status: 'allowed' });
    timers.splice(0).forEach((timer) => timer());
    answer([{ code: 'export', approve: true }]);
    expect(await rowWithNew).toEqual({ status: 'allowed' });
    expect(requests).toEqual([['pause', 'delete'], ['export']]);
  });

  it('tells subscribers when answers arrive and when the cache is emptied', async () => {
    const { checker, run } = harness(['a']);
    const calls: string[] = [];
    const unsubscribe = checker.subscribe(() => calls.push('changed'));
    void checker.decide(['a']);
    await run();
    expect(calls).toEqual(['changed']);
    checker.clear();
    await Promise.resolve();
    expect(calls).toEqual(['changed', 'changed']);
    unsubscribe();
    checker.clear();
    await Promise.resolve();
    expect(calls).toHaveLength(2);
  });
});
