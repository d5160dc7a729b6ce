/**
 * Where the access and refresh tokens live. In a browser page of our own they are cookies with
 * the token lifetime (spec section 4: 3600 s); a sub-app embedded in a foreign host keeps the
 * token its host handed over in memory only, so nothing of ours is written on the host's origin.
 */
import { currentRuntime } from '../runtime/current';
import { readCookie, serializeCookie } from './cookies';

export const TOKEN_LIFETIME_SECONDS = 3600;
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';

export interface TokenPair {
  accessToken?: string;
  refreshToken?: string;
}

export interface CookieScope {
  /** Spec section 9: the parent domain under the production domain, else host-only cookies. */
  domain?: string;
  /** True when the page is served over https: the tokens must never travel in clear. */
  secure: boolean;
}

export function setCookieScope(scope: CookieScope): void {
  currentRuntime().tokens.cookieScope = scope;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function storeTokens(tokens: TokenPair, maxAgeSeconds = TOKEN_LIFETIME_SECONDS): void {
  const state = currentRuntime().tokens;
  const { cookieScope } = state;
  if (state.memory || !hasDocument()) {
    state.memory = { ...state.memory, ...tokens };
    return;
  }
  if (tokens.accessToken) {
    document.cookie = serializeCookie(ACCESS_COOKIE, tokens.accessToken, {
      maxAgeSeconds,
      ...cookieScope,
    });
  }
  if (tokens.refreshToken) {
    document.cookie = serializeCookie(REFRESH_COOKIE, tokens.refreshToken, {
      maxAgeSeconds,
      ...cookieScope,
    });
  }
}

/** Switches to in-memory tokens (embedded in a foreign host). */
export function keepTokensInMemory(tokens: TokenPair): void {
  currentRuntime().tokens.memory = { ...tokens };
}

export function getAccessToken(): string | undefined {
  const { memory } = currentRuntime().tokens;
  if (memory || !hasDocument()) return memory?.accessToken;
  return readCookie(document.cookie, ACCESS_COOKIE);
}

export function getRefreshToken(): string | undefined {
  const { memory } = currentRuntime().tokens;
  if (memory || !hasDocument()) return memory?.refreshToken;
  return readCookie(document.cookie, REFRESH_COOKIE);
}

export function clearTokens(): void {
  const state = currentRuntime().tokens;
  if (state.memory) {
    state.memory = {};
    return;
  }
  if (!hasDocument()) return;
  // A cookie is only removed with the domain it was set with: clear both forms.
  const { cookieScope } = state;
  const { secure } = cookieScope;
  for (const domain of new Set([cookieScope.domain, undefined])) {
    document.cookie = serializeCookie(ACCESS_COOKIE, '', { maxAgeSeconds: 0, domain, secure });
    document.cookie = serializeCookie(REFRESH_COOKIE, '', { maxAgeSeconds: 0, domain, secure });
  }
}
