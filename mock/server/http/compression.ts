// Compressed answers (issue 13 "Serving for deploys"): text bodies of 1 kB or more go out as
// brotli when the client asks for it, else gzip, with `Vary: Accept-Encoding`. Hashed assets are
// immutable, so each is compressed once per gateway and the result kept (a bounded cache).
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Reply } from './reply';

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const CACHE_LIMIT = 300;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/i;

/** The best encoding the `Accept-Encoding` header allows (q=0 refuses), brotli first. */
export function negotiateEncoding(accept: string | undefined): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

export interface CompressionCache {
  get(key: string): Buffer | undefined;
  set(key: string, value: Buffer): void;
}

export function createCompressionCache(limit = CACHE_LIMIT): CompressionCache {
  const entries = new Map<string, Buffer>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
  };
}

/** The reply as the client should get it: compressed when worth it and asked for. */
export function compressReply(
  reply: Reply,
  acceptEncoding: string | undefined,
  cache: CompressionCache,
): Reply {
  const headers = reply.headers ?? {};
  const type = headers['Content-Type'] ?? '';
  if (reply.body === undefined || headers['Content-Encoding'] || !COMPRESSIBLE.test(type)) {
    return reply;
  }
  const body = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(reply.body);
  if (body.length < MIN_BYTES) return reply;
  const vary = { ...headers, Vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding) return { ...reply, headers: vary };
  const immutable = /immutable/.test(headers['Cache-Control'] ?? '');
  const key = immutable
    ? `${encoding}:${createHash('sha1').update(body).digest('base64')}`
    : undefined;
  let packed = key ? cache.get(key) : undefined;
  if (!packed) {
    packed = compress(body, encoding);
    if (key) cache.set(key, packed);
  }
  return { ...reply, headers: { ...vary, 'Content-Encoding': encoding }, body: packed };
}
