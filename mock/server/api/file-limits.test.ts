// Upload size limits: a 20 MB file goes through; a body over the limit gets a clear 413 answer
// (never a reset connection or a hang), whether its size is declared or only found while reading.
import { request } from 'node:http';
import { MAX_UPLOAD_BYTES } from '../http/body';
import { useTestGateway } from '../../testing/test-gateway';

const t = useTestGateway();
const MB = 1024 * 1024;

// Each test moves 20 to 65 MB through a socket: about a second on an idle machine, more than
// jest's 5 s default beside a build and another worker (it failed so). What they check is the
// answer, never how fast it comes.
jest.setTimeout(60_000);

function multipart(size: number, boundary: string): Buffer[] {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="bucketName"\r\n\r\nhfle\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return [head, Buffer.alloc(size, 7), tail];
}

/** Posts a multipart upload, with a Content-Length or chunked; resolves with status and body. */
function post(size: number, declared: boolean): Promise<{ status: number; body: string }> {
  const token = t.gateway.state.signIn('admin').accessToken;
  const boundary = 'polaris-limit-test';
  const parts = multipart(size, boundary);
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  return new Promise((resolve, reject) => {
    const req = request(
      `${t.url}/hfle/v1/files/multipart`,
      {
        method: 'POST',
        headers: {
          Authorization: `bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          ...(declared ? { 'Content-Length': String(length) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

describe('upload size limits', () => {
  it('stores a 20 MB upload', async () => {
    const result = await post(20 * MB, true);
    expect(result.status).toBe(200);
    expect(result.body).toContain('/hfle-files/hfle/');
  });

  it.each([
    ['declared by Content-Length', true],
    ['found while reading a chunked body', false],
  ])('answers a body over the limit %s with 413 and a clear message', async (_label, declared) => {
    const result = await post(MAX_UPLOAD_BYTES + MB, declared);
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({
      failed: true,
      code: 'error.body.too_large',
      message: 'Request body too large: the gateway accepts at most 64 MiB here',
    });
  });
});
