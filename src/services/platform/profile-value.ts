import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';

/**
 * A profile value as text, or null when it is not set. The gateway may answer the bare text or a
 * JSON string/number/boolean; both read the same.
 */
export function toProfileValue(body: unknown): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body.trim() === '' ? null : body.trim();
  if (typeof body === 'number' || typeof body === 'boolean') return String(body);
  return null;
}

/** `GET {platform}/v1/{tenantId}/profile-value?profileName=` (the profile-value row). */
export async function fetchProfileValue(
  profileName: string,
  options?: CallOptions,
): Promise<string | null> {
  return toProfileValue(
    await request<unknown>(v1('platform', 'tenant', 'profile-value'), {
      method: 'GET',
      params: { profileName },
      ...options,
    }),
  );
}
