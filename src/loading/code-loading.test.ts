import { chunkAddress, isChunkLoadError, ONLINE_SETTLE_MS, whenBackOnline } from './code-loading';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ["webpack's ChunkLoadError", named('ChunkLoadError', 'Loading chunk 242 failed.'), true],
    ['the message alone', new Error('Loading chunk 242 failed.\n(error: /apps/x/242.js)'), true],
    ['a CSS chunk', new Error('Loading CSS chunk 7 failed.'), true],
    [
      'a native import()',
      new TypeError('Failed to fetch dynamically imported module: /a.js'),
      true,
    ],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['a render crash', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['a request failure', new Error('Failed to fetch'), false],
    ['not an Error', 'Loading chunk 1 failed', false],
  ])('%s → %p', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('chunkAddress', () => {
  it.each([
    ['/apps/p/242.a1.async.js', 0, '/apps/p/242.a1.async.js'],
    ['/apps/p/242.a1.async.js', 1, '/apps/p/242.a1.async.js?retry=1'],
    ['/apps/p/242.a1.async.js?v=3', 2, '/apps/p/242.a1.async.js?v=3&retry=2'],
  ])('%s after %i failures → %s', (address, failures, expected) => {
    expect(chunkAddress(address, failures)).toBe(expected);
  });
});

describe('whenBackOnline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const target = () => {
    const listeners = new Set<() => void>();
    const win = {
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as Window;
    return { win, listeners, online: () => listeners.forEach((listener) => listener()) };
  };

  it('retries a moment after the browser is back online', () => {
    const { win, online } = target();
    const retry = jest.fn();
    whenBackOnline(retry, win);
    online();
    jest.advanceTimersByTime(ONLINE_SETTLE_MS - 1);
    expect(retry).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('stops listening and cancels a waiting retry', () => {
    const { win, listeners, online } = target();
    const retry = jest.fn();
    const stop = whenBackOnline(retry, win);
    online();
    stop();
    jest.advanceTimersByTime(ONLINE_SETTLE_MS);
    expect(retry).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
