import { buildLogoutUrl } from '../services/oauth/logout';
import { clearTokens, getAccessToken } from './tokens';

/** Revokes the token at the gateway, which then shows the authorisation page. */
export function signOut(): void {
  const url = buildLogoutUrl(getAccessToken(), `${window.location.origin}/`);
  clearTokens();
  window.location.assign(url);
}
