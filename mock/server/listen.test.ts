// The gateway listens on 127.0.0.1 unless told otherwise, names itself `http://localhost:<port>`
// there (Node 20 reaches 127.0.0.1 through it even where localhost resolves to ::1 first), and
// takes as its own only the origins it answers at: sign-in may return there, nowhere else.
import { connect, isIPv6 } from 'node:net';
import { authorizePath } from '../testing/sign-in';
import { callApi, useTestGateway } from '../testing/test-gateway';
import { startGateway } from './gateway';

/** Whether a TCP connection to host:port is accepted. */
function reaches(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether this machine has an IPv6 loopback at all. */
async function hasIpv6Loopback(): Promise<boolean> {
  try {
    const probe = await startGateway({ port: 0, quiet: true, host: '::1' });
    await probe.close();
    return true;
  } catch {
    return false;
  }
}

const authorize = authorizePath;

describe('by default', () => {
  const t = useTestGateway();

  it('names itself http://localhost:<port> and answers there', async () => {
    expect(t.url).toBe(`http://localhost:${t.gateway.port}`);
    expect((await callApi(t.url, '/hpfm/v1/tool/pass/public-key')).status).toBe(200);
  });

  it('listens on 127.0.0.1 only', async () => {
    expect(await reaches('127.0.0.1', t.gateway.port)).toBe(true);
    if (await hasIpv6Loopback()) expect(await reaches('::1', t.gateway.port)).toBe(false);
  });

  it.each([
    ['localhost', 200],
    ['127.0.0.1', 200],
    ['[::1]', 400], // it does not answer there: whatever does is not us
  ])('lets sign-in return to http://%s:<port>: %p', async (host, status) => {
    const back = `http://${host}:${t.gateway.port}/workplace`;
    expect((await callApi(t.url, authorize(back))).status).toBe(status);
  });
});

describe('told another interface', () => {
  it('listens there and names itself by it', async () => {
    if (!(await hasIpv6Loopback())) return; // nothing but 127.0.0.1 to tell apart here
    const gateway = await startGateway({ port: 0, quiet: true, host: '::1' });
    try {
      expect(gateway.url).toBe(`http://[::1]:${gateway.port}`);
      expect(isIPv6(new URL(gateway.url).hostname.slice(1, -1))).toBe(true);
      expect(await reaches('::1', gateway.port)).toBe(true);
      expect(await reaches('127.0.0.1', gateway.port)).toBe(false);
      expect((await callApi(gateway.url, '/hpfm/v1/tool/pass/public-key')).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
