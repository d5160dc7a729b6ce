import { gatewayOfWorker } from './env';

describe("a browser test worker's gateway", () => {
  const urls = 'http://127.0.0.1:4001 http://127.0.0.1:4002';
  it.each([
    ['the first worker', urls, '1', 'http://127.0.0.1:4001'],
    ['the second worker', urls, '2', 'http://127.0.0.1:4002'],
    [
      'a run in band (worker 1, one gateway)',
      'http://127.0.0.1:4001',
      '1',
      'http://127.0.0.1:4001',
    ],
    ['no worker id: the first', urls, undefined, 'http://127.0.0.1:4001'],
  ])('%s', (_, list, worker, expected) => {
    expect(gatewayOfWorker(list, worker)).toBe(expected);
  });

  it.each([
    [
      'a worker without a gateway of its own',
      urls,
      '3',
      'jest worker 3 has no gateway of its own (2 started)',
    ],
    ['no gateway at all', '', '1', 'no gateway was started'],
    ['a worker id that is not a number', urls, 'x', 'jest worker x has no gateway of its own'],
  ])('%s is an error, never a shared gateway', (_, list, worker, message) => {
    expect(() => gatewayOfWorker(list, worker)).toThrow(message);
  });
});
