import { chunkAddress, isChunkLoadError } from './code-loading';

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
