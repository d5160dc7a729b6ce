import { getRuntimeConfig } from '../../config/runtime';

/** Signing out must not wait long for a gateway that does not answer: the cookies go anyway. */
export const REVOKE_TIMEOUT_MS = 5000;

/**
 * `POST {oauth}/logout` with the token in the Authorization header: the gateway revokes it. The
 * token never becomes part of a page address (history, server logs, Referer). The answer does not
 * matter: on failure the token still leaves this browser and expires on its own.
 */
export async function revokeToken(accessToken: string): Promise<boolean> {
  const config = getRuntimeConfig();
  try {
    const response = await fetch(`${config.apiHost}${config.services.oauth}/logout`, {
      method: 'POST',
      headers: { Authorization: `bearer ${accessToken}` },
      credentials: 'include',
      redirect: 'manual',
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
