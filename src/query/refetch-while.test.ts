import { REFRESH_MS, refetchWhile } from './refetch-while';

const running = (data: { status: string }) => data.status === 'RUNNING';
const queryOf = (data: { status: string } | undefined) => ({ state: { data } });

describe('refetchWhile', () => {
  it.each([
    ['before the first answer', undefined, undefined, false],
    ['while it moves', { status: 'RUNNING' }, undefined, REFRESH_MS],
    ['once settled', { status: 'SUCCESS' }, undefined, false],
    ['at its own interval', { status: 'RUNNING' }, 1200, 1200],
    ['settled, at its own interval', { status: 'FAILED' }, 1200, false],
  ])('%s', (_case, data, everyMs, expected) => {
    expect(refetchWhile(running, everyMs)(queryOf(data))).toBe(expected);
  });

  it.each([1000, 500, 0, Number.NaN])('refuses %p ms (the request cache would answer)', (ms) => {
    expect(() => refetchWhile(running, ms)).toThrow(/request cache/);
  });
});
