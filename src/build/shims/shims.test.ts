// The bundles' stand-ins for polyfill packages (src/build/umi-plugin.ts) must behave like them.
jest.mock('side-channel', () => jest.requireActual('./side-channel.cjs'));

import qs from 'qs';

type Channel = {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};
const getSideChannel = jest.requireActual<() => Channel>('./side-channel.cjs');

describe('side-channel stand-in', () => {
  it('keeps values under object and primitive keys apart', () => {
    const channel = getSideChannel();
    const key = {};
    channel.set(key, 1);
    channel.set('key', 2);
    expect([channel.get(key), channel.get({}), channel.get('key')]).toEqual([1, undefined, 2]);
    expect(channel.has(key)).toBe(true);
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    expect(() => channel.assert('key')).not.toThrow();
  });

  it('lets qs stringify shared values and refuse cyclic ones, as before', () => {
    const shared = { x: 1 };
    expect(
      qs.stringify({ p: shared, q: [shared, shared], s: 'a', t: 'a' }, { arrayFormat: 'repeat' }),
    ).toBe('p%5Bx%5D=1&q%5Bx%5D=1&q%5Bx%5D=1&s=a&t=a');
    const cyclic: Record<string, unknown> = { a: {} };
    (cyclic.a as Record<string, unknown>).b = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(new RangeError('Cyclic object value'));
  });
});
