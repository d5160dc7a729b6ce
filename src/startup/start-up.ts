/**
 * The start-up flow of spec section 4, as a function of its environment so every branch is
 * testable: tokens from the hash are stored and removed from the address before any request,
 * an error message in the query wins, then the current user decides what renders. A /private
 * page takes its tokens from the query and keeps them in memory only.
 */
import { isRequestError } from '../request/request-error';
import type { CurrentUser } from '../services/iam/current-user';
import { readStartupUrl } from '../session/url-state';
import { TOKEN_LIFETIME_SECONDS } from '../session/tokens';

export type StartupOutcome =
  | { kind: 'error-message'; message: string }
  | { kind: 'login' }
  | { kind: 'session-ended' }
  | { kind: 'server-error'; error: unknown }
  | { kind: 'self-error'; message: string }
  | { kind: 'ready'; user: CurrentUser };

export interface StartupEnvironment {
  href: string;
  /** Replaces the address without a navigation (history.replaceState). */
  replaceUrl(url: string): void;
  storeTokens(tokens: { accessToken?: string; refreshToken?: string }, maxAgeSeconds: number): void;
  /** Keeps the tokens in memory only, from now on (a /private page: no cookie read or written). */
  keepTokensInMemory(tokens: { accessToken?: string; refreshToken?: string }): void;
  getAccessToken(): string | undefined;
  fetchCurrentUser(): Promise<CurrentUser>;
}

/** Tokens from the sign-in page are kept as long as the session layer keeps any token. */
export const STARTUP_TOKEN_LIFETIME_SECONDS = TOKEN_LIFETIME_SECONDS;

export async function runStartup(env: StartupEnvironment): Promise<StartupOutcome> {
  const url = readStartupUrl(env.href);
  if (url.errorMessage) return { kind: 'error-message', message: url.errorMessage };

  if (url.tokenStorage === 'memory') {
    // a /private page: its tokens come from the address (query or sign-in hash), never cookies
    env.keepTokensInMemory({ accessToken: url.accessToken, refreshToken: url.refreshToken });
  } else if (url.accessToken) {
    env.storeTokens(
      { accessToken: url.accessToken, refreshToken: url.refreshToken },
      STARTUP_TOKEN_LIFETIME_SECONDS,
    );
  }
  // Even a malformed token must not stay in the address (or in the history).
  if (url.hasTokenParams) env.replaceUrl(url.cleanUrl);
  if (!env.getAccessToken()) return { kind: 'login' };

  try {
    return { kind: 'ready', user: await env.fetchCurrentUser() };
  } catch (error) {
    if (isRequestError(error) && error.kind === 'unauthorized') return { kind: 'session-ended' };
    if (isRequestError(error) && error.kind === 'business') {
      return { kind: 'self-error', message: error.message };
    }
    return { kind: 'server-error', error };
  }
}
