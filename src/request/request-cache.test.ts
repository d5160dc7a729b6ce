import { createRequestCache } from './request-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('request cache', () => {
  let time: number;
  const now = () => time;
  beforeEach(() => {
    time = 0;
  });

  it('shares a call in flight and its answer for the window after it arrives', async () => {
    const cache = createRequestCache({ ttlMs: 1000, maxEntries: 10, now });
    const send = jest.fn(() => Promise.resolve('answer'));
    await Promise.all([cache.run('k', send), cache.run('k', send)]);
    time = 900;
    await cache.run('k', send);
    expect(send).toHaveBeenCalledTimes(1);
    time = 1001;
    await cache.run('k', send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts the window when the answer arrives, not when the call left', async () => {
    const cache = createRequestCache({ ttlMs: 1000, maxEntries: 10, now });
    const slow = deferred<string>();
    const send = jest.fn(() => slow.promise);
    const first = cache.run('k', send);
    time = 5000;
    slow.resolve('late');
    await first;
    time = 5500;
    await cache.run('k', send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shares a slow call with a caller who asks more than a window after it left', async () => {
    const cache = createRequestCache({ ttlMs: 1000, maxEntries: 10, now });
    const slow = deferred<string>();
    const send = jest.fn(() => slow.promise);
    const first = cache.run('k', send);
    time = 3000;
    const second = cache.run('k', send);
    slow.resolve('late');
    expect(await Promise.all([first, second])).toEqual(['late', 'late']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('forgets failures at once', async () => {
    const cache = createRequestCache({ ttlMs: 1000, maxEntries: 10, now });
    const send = jest.fn(() => Promise.reject(new Error('down')));
    await expect(cache.run('k', send)).rejects.toThrow('down');
    await expect(cache.run('k', send)).rejects.toThrow('down');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stays within its size, dropping the oldest entry', async () => {
    const cache = createRequestCache({ ttlMs: 1000, maxEntries: 3, now });
    for (const key of ['a', 'b', 'c', 'd']) await cache.run(key, () => Promise.resolve(key));
    expect(cache.size()).toBe(3);
    const send = jest.fn(() => Promise.resolve('a2'));
    await expect(cache.run('a', send)).resolves.toBe('a2');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
