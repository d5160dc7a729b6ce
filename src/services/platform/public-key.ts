/**
 * `GET {platform}/v1/tool/pass/public-key`: the RSA key a password is encrypted with before it is
 * sent (sign-in, a new password), as base64 SPKI text; and a password encrypted with it.
 */
import { encryptPassword } from '../../auth/encrypt-password';
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';

export function fetchPublicKey(options?: CallOptions): Promise<string> {
  return request<string>(v1('platform', 'site', 'tool/pass/public-key'), {
    responseType: 'text',
    ...options,
  });
}

/** The password RSA-encrypted with the gateway's current key, as the sign-in page sends it. */
export async function encryptedForGateway(password: string): Promise<string> {
  return encryptPassword(password, await fetchPublicKey({ fresh: true }));
}
