import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { configureRuntime } from '../../config/runtime';
import { describeServiceTable } from '../test-support';
import { checkKickoff, isKickedOff } from './kickoff';
import { revokeToken } from './logout';
import { startRuntime } from '../../runtime/create-runtime';

jest.mock('../../request/client', () => ({ request: jest.fn() }));
// the kick-off check goes out unreported (transport.ts): the same table records it as a request
jest.mock('../../request/transport', () => ({
  sendUnreported: (...args: unknown[]) =>
    (jest.requireMock('../../request/client') as { request: jest.Mock }).request(...args),
}));

describeServiceTable('oauth services', [
  {
    name: 'kickoff check',
    call: () => checkKickoff('abc-123'),
    url: '/oauth/public/token/kickoff',
    options: { method: 'POST', params: { access_token: 'abc-123' }, silent: true },
    reply: { kickoff: 1 },
    result: { kickoff: 1 },
  },
]);

describe('isKickedOff', () => {
  it.each([
    [{ kickoff: 1 }, true],
    [{ kickoff: 0 }, false],
    [{ kickoff: '1' }, true],
    [{}, false],
    [null, false],
  ])('%j → %s', (result, expected) => {
    expect(isKickedOff(result as never)).toBe(expected);
  });
});

describe('revokeToken', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; authorization?: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => startRuntime());

  it('posts the token in the Authorization header, never in the address', async () => {
    configureRuntime({ apiHost: base });
    await expect(revokeToken('abc-123')).resolves.toBe(true);
    expect(seen).toEqual([
      { method: 'POST', url: '/oauth/logout', authorization: 'bearer abc-123' },
    ]);
  });

  it('answers false when the gateway cannot be reached', async () => {
    configureRuntime({ apiHost: 'http://127.0.0.1:1' });
    await expect(revokeToken('abc-123')).resolves.toBe(false);
  });
});
