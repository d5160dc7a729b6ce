/**
 * The sign-in window's way back (`/public/session-renewed`): the authorisation page returns here
 * with the new tokens in the address's hash. They are stored as every sign-in stores them, taken
 * out of the address at once, and the waiting windows of this origin are told.
 */
import { readStartupUrl } from '../url-state';
import { storeTokens, TOKEN_LIFETIME_SECONDS } from '../tokens';
import { announceRenewal } from './sign-in-window';

/** Stores the tokens of the address (if any), cleans it with `replaceUrl`, tells the others. */
export function takeRenewedTokens(href: string, replaceUrl: (url: string) => void): boolean {
  const url = readStartupUrl(href);
  if (url.hasTokenParams) replaceUrl(url.cleanUrl);
  if (!url.accessToken) return false;
  storeTokens(
    { accessToken: url.accessToken, refreshToken: url.refreshToken },
    TOKEN_LIFETIME_SECONDS,
  );
  announceRenewal();
  return true;
}
