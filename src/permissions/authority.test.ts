import {
  AUTHORITY_REQUIRED,
  checkAuthority,
  requireAuthority,
  UNSUPPORTED_PARAMETERS,
  type Authority,
} from './authority';

/** The server grants these codes. */
const granted = new Set(['hzero.scheduler.job', 'hzero.platform.currency']);
const isGranted = jest.fn(async (codes: string[]) => codes.some((code) => granted.has(code)));

beforeEach(() => isGranted.mockClear());

describe('checkAuthority', () => {
  it.each<[string, Authority, boolean]>([
    ['no authority', undefined, true],
    ['null', null, true],
    ['an empty string', '', true],
    ['an empty list', [], true],
    ['a granted code', 'hzero.scheduler.job', true],
    ['a refused code', 'hzero.scheduler.log', false],
    ['a list with one granted code', ['hzero.scheduler.log', 'hzero.platform.currency'], true],
    ['a list of refused codes', ['hzero.scheduler.log', 'hzero.iam.user'], false],
    ['a function answering true', () => true, true],
    ['a function answering false', () => false, false],
    ['a function asking for codes', (ask) => ask(['hzero.scheduler.job']), true],
    ['a promise that resolves', Promise.resolve('ok'), true],
    ['a promise that rejects', Promise.reject(new Error('no')), false],
  ])('%s → %s', async (_what, authority, want) => {
    await expect(Promise.resolve(checkAuthority(authority, isGranted))).resolves.toBe(want);
  });

  it('answers at once, without asking the server, when there is nothing to ask', () => {
    expect(checkAuthority(undefined, isGranted)).toBe(true);
    expect(checkAuthority(() => false, isGranted)).toBe(false);
    expect(isGranted).not.toHaveBeenCalled();
  });

  it.each<[string, unknown]>([
    ['a number', 42],
    ['an object', { code: 'x' }],
    ['a boolean', true],
    ['a list holding a number', ['hzero.scheduler.job', 7]],
  ])('refuses %s as unsupported parameters', (_what, authority) => {
    expect(() => checkAuthority(authority as Authority, isGranted)).toThrow(UNSUPPORTED_PARAMETERS);
  });
});

describe('requireAuthority', () => {
  it('refuses a missing authority', () => {
    expect(() => requireAuthority(undefined)).toThrow(AUTHORITY_REQUIRED);
  });
  it.each<Authority>(['code', [], null])('keeps %p', (authority) => {
    expect(requireAuthority(authority)).toBe(authority);
  });
});
