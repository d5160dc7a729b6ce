/**
 * Sign-out: the token is revoked with a request (never in a page address), everything the table
 * in device-data.ts says a shared computer must not keep is removed, and the page is replaced by
 * the authorisation page, so Back does not lead to the signed-in page (and if a browser brings it
 * back from its back-forward cache anyway, back-forward.ts reloads it).
 */
import { revokeToken } from '../services/oauth/logout';
import { forgetUserData } from './device-data';
import { redirectToLogin } from './session-end';
import { clearTokens, getAccessToken } from './tokens';

export async function signOut(): Promise<void> {
  const token = getAccessToken();
  forgetUserData();
  if (token) await revokeToken(token);
  clearTokens();
  // nothing of the user stays on screen while the browser leaves, nor in a cached copy
  document.documentElement.style.visibility = 'hidden';
  redirectToLogin(`${window.location.origin}/`, { replace: true });
}
