/**
 * Where the access and refresh tokens live. In a browser page of our own they are cookies with
 * the token lifetime (spec section 4: 3600 s); a sub-app embedded in a foreign host keeps the
 * token its host handed over in memory only, so nothing of ours is written on the host's origin.
 */
import { readCookie, serializeCookie } from './cookies';

export const TOKEN_LIFETIME_SECONDS = 3600;
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';

interface TokenPair {
  accessToken?: string;
  refreshToken?: string;
}

let memoryTokens: TokenPair | null = null;
/** Spec section 9: the parent domain under the production domain, else host-only cookies. */
let cookieDomain: string | undefined;

export function setCookieDomain(domain: string | undefined): void {
  cookieDomain = domain;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function storeTokens(tokens: TokenPair, maxAgeSeconds = TOKEN_LIFETIME_SECONDS): void {
  if (memoryTokens || !hasDocument()) {
    memoryTokens = { ...memoryTokens, ...tokens };
    return;
  }
  if (tokens.accessToken) {
    document.cookie = serializeCookie(ACCESS_COOKIE, tokens.accessToken, {
      maxAgeSeconds,
      domain: cookieDomain,
    });
  }
  if (tokens.refreshToken) {
    document.cookie = serializeCookie(REFRESH_COOKIE, tokens.refreshToken, {
      maxAgeSeconds,
      domain: cookieDomain,
    });
  }
}

/** Switches to in-memory tokens (embedded in a foreign host). */
export function keepTokensInMemory(tokens: TokenPair): void {
  memoryTokens = { ...tokens };
}

export function getAccessToken(): string | undefined {
  if (memoryTokens || !hasDocument()) return memoryTokens?.accessToken;
  return readCookie(document.cookie, ACCESS_COOKIE);
}

export function getRefreshToken(): string | undefined {
  if (memoryTokens || !hasDocument()) return memoryTokens?.refreshToken;
  return readCookie(document.cookie, REFRESH_COOKIE);
}

export function clearTokens(): void {
  if (memoryTokens) {
    memoryTokens = {};
    return;
  }
  if (!hasDocument()) return;
  // A cookie is only removed with the domain it was set with: clear both forms.
  for (const domain of new Set([cookieDomain, undefined])) {
    document.cookie = serializeCookie(ACCESS_COOKIE, '', { maxAgeSeconds: 0, domain });
    document.cookie = serializeCookie(REFRESH_COOKIE, '', { maxAgeSeconds: 0, domain });
  }
}

/** Forgets the in-memory mode (a sub-app's unmount). */
export function resetTokenStore(): void {
  memoryTokens = null;
}
