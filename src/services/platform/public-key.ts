import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';

/**
 * The key in whatever form the gateway answers: the base64 text itself (hzero-api.md), or an
 * object holding it. Anything else is no key (the password is then sent unencrypted, spec 5).
 */
export function toPublicKey(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object') {
    const key = (body as { publicKey?: unknown }).publicKey;
    if (typeof key === 'string' && key.trim()) return key.trim();
  }
  return undefined;
}

/**
 * Call table: `GET {platform}/v1/tool/pass/public-key`, no payload (public key for password
 * encryption). The JSON response type still reads a plain-text body as text.
 */
export async function fetchPublicKey(options?: CallOptions): Promise<string | undefined> {
  return toPublicKey(
    await request<unknown>(v1('platform', 'site', 'tool/pass/public-key'), {
      method: 'GET',
      ...options,
    }),
  );
}
