import { DEFAULT_BACKOFF, reconnectDelay } from './backoff';

describe('reconnect delay', () => {
  it.each([
    // attempt, random, delay (base 500, factor 2, cap 30 s, half of each wait random)
    [0, 0, 250],
    [0, 0.999999, 500],
    [1, 0, 500],
    [1, 0.5, 750],
    [2, 1, 2000],
    [5, 0, 8000],
    [6, 1, 30_000], // 32 s capped at 30 s
    [20, 0, 15_000],
    [-3, 0.5, 375], // a negative attempt counts as the first
  ])('try %i with random %f waits %i ms', (attempt, random, delay) => {
    expect(reconnectDelay(attempt, () => random)).toBe(delay);
  });

  it.each([
    [{ ...DEFAULT_BACKOFF, jitter: 0 }, 3, 0.7, 4000],
    [{ ...DEFAULT_BACKOFF, jitter: 1 }, 3, 0.25, 1000],
    [{ baseMs: 1000, maxMs: 5000, factor: 3, jitter: 0 }, 2, 0, 5000],
    [{ ...DEFAULT_BACKOFF, jitter: 7 }, 0, 0, 0], // a jitter above 1 is 1
  ])('%j, try %i, random %f: %i ms', (options, attempt, random, delay) => {
    expect(reconnectDelay(attempt, () => random, options)).toBe(delay);
  });

  it('stays within its bounds whatever the random source says', () => {
    expect(reconnectDelay(1, () => 5)).toBe(1000);
    expect(reconnectDelay(1, () => -1)).toBe(500);
  });
});
