// The gateway's security headers per kind of answer, and its own origin taken from its
// configuration, never from the Host header a client sends.
import { request } from 'node:http';
import { authorizePath } from '../testing/sign-in';
import { useTestGateway } from '../testing/test-gateway';

const t = useTestGateway({ frameAncestors: ['https://portal.example.com'] });

function get(path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(t.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const authorize = authorizePath;

describe('security headers', () => {
  it('the sign-in page may never be framed', async () => {
    const page = await get(authorize(`${t.url}/workplace`));
    expect(page.status).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it('pages may be framed by us and the configured hosts', async () => {
    const page = await get('/mock-docs/guide.html');
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://portal.example.com",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
  });

  it('every answer says nosniff and keeps the referrer to our origin', async () => {
    for (const path of ['/hpfm/v1/tool/pass/public-key', '/iam/hzero/v1/users/self', '/nowhere']) {
      const answer = await get(path);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin');
    }
  });
});

describe("the gateway's own origin", () => {
  it('is not taken from a spoofed Host header', async () => {
    const page = await get(authorize('http://evil.example/x'), { Host: 'evil.example' });
    expect(page.status).toBe(400);
    expect(page.body).toContain('redirect address http://evil.example is not allowed');
  });

  it.each(['localhost', '127.0.0.1'])('is any loopback name on its port (%s)', async (host) => {
    const { port } = new URL(t.url);
    const page = await get(authorize(`http://${host}:${port}/workplace`), {
      Host: `${host}:${port}`,
    });
    expect(page.status).toBe(200);
  });
});
