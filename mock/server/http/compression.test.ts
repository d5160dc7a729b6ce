import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressReply, createCompressionCache, negotiateEncoding } from './compression';
import type { Reply } from './reply';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['deflate', undefined],
  ])('%p → %p', (accept, encoding) => expect(negotiateEncoding(accept)).toBe(encoding));
});

const script = 'export const answer = 42;\n'.repeat(200);
const reply = (body: string, type: string, cache = 'no-cache'): Reply => ({
  status: 200,
  headers: { 'Content-Type': type, 'Cache-Control': cache },
  body,
});

describe('compressReply', () => {
  it('sends text as brotli when asked, the same bytes once decoded', () => {
    const out = compressReply(
      reply(script, 'application/javascript'),
      'gzip, br',
      createCompressionCache(),
    );
    expect(out.headers).toMatchObject({ 'Content-Encoding': 'br', Vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(out.body as Buffer).toString()).toBe(script);
    expect((out.body as Buffer).length).toBeLessThan(script.length / 10);
  });

  it('sends gzip to a client without brotli', () => {
    const out = compressReply(reply(script, 'text/css'), 'gzip', createCompressionCache());
    expect(out.headers?.['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(out.body as Buffer).toString()).toBe(script);
  });

  it.each([
    ['a small body', reply('{"a":1}', 'application/json'), 'br'],
    ['an image', { ...reply(script, 'image/png') }, 'br'],
    ['a client that asks for none', reply(script, 'text/html'), 'identity'],
  ])('leaves %s as it is', (_what, given, accept) => {
    const out = compressReply(given, accept, createCompressionCache());
    expect(out.headers?.['Content-Encoding']).toBeUndefined();
    expect(out.body).toBe(given.body);
  });

  it('compresses an immutable asset once and answers the next request from the cache', () => {
    const cache = createCompressionCache();
    const immutable = reply(
      script,
      'application/javascript',
      'public, max-age=31536000, immutable',
    );
    const first = compressReply(immutable, 'br', cache);
    const second = compressReply(immutable, 'br', cache);
    expect(second.body).toBe(first.body); // the same buffer: not compressed again
  });
});
