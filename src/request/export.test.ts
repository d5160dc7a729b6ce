/** Column and async export through the real client, against the echo server. */
import { startEchoServer, type EchoServer } from '../../test/support/echo-server';
import { configureRuntime } from '../config/runtime';
import { storeTokens } from '../session/tokens';
import { asyncExport, columnExport, pairsToParams, type QueryPairs } from './export';
import { setNotifier } from './notify';
import { startRuntime } from '../runtime/create-runtime';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

let echo: EchoServer;

beforeAll(async () => {
  echo = await startEchoServer();
});
afterAll(() => echo.close());
beforeEach(() => {
  startRuntime();
  setNotifier(() => undefined);
  configureRuntime({ apiHost: echo.url });
  storeTokens({ accessToken: 'tok' });
});

describe('columnExport', () => {
  it.each([
    ['GET', 'GET', '/echo/export?a=1&exportType=COLUMN', ''],
    ['POST', 'POST', '/echo/export', '{"a":1,"exportType":"COLUMN"}'],
    ['PUT', 'POST', '/echo/export', '{"a":1,"exportType":"COLUMN"}'],
  ] as const)('%s sends exportType=COLUMN (wire %s)', async (method, wire, url, body) => {
    const echoed = await columnExport<Echo>('/echo/export', method, { a: 1 });
    expect([echoed.method, echoed.url, echoed.body]).toEqual([wire, url, body]);
    expect(echoed.headers.authorization).toBe('bearer tok');
  });
});

describe('asyncExport', () => {
  it.each<[string, QueryPairs, string]>([
    ['an object', { fileName: 'x', async: true }, '/echo/async?fileName=x&async=true'],
    [
      'pairs',
      [
        ['id', 1],
        ['id', 2],
        ['empty', ''],
      ],
      '/echo/async?id=1&id=2',
    ],
    ['nothing', {}, '/echo/async'],
  ])('sends %s as the query and returns the answer', async (_case, pairs, url) => {
    const echoed = await asyncExport<Echo>('/echo/async', pairs);
    expect([echoed.method, echoed.url]).toEqual(['GET', url]);
  });

  it('pairsToParams keeps repeated keys', () => {
    expect(
      pairsToParams([
        ['a', 1],
        ['b', 2],
        ['a', 3],
        ['a', 4],
      ]),
    ).toEqual({ a: [1, 3, 4], b: 2 });
  });
});
