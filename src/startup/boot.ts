/**
 * Runs the start-up flow in a real page and turns its outcome into a navigation. Shared by the
 * container and by a sub-app running alone, so both behave the same at every branch.
 */
import type { History } from 'history';
import { guessLanguage, setLanguage } from '../i18n/intl';
import { rememberedLanguage, rememberLanguage } from '../i18n/language-memory';
import { isPublicRoutePath, PUBLIC_PATHS } from '../routing/public-paths';
import { fetchCurrentUser, type CurrentUser } from '../services/iam/current-user';
import { redirectToLogin } from '../session/session-end';
import { updateSessionFromUser } from '../session/current-session';
import { getAccessToken, keepTokensInMemory, setCookieScope, storeTokens } from '../session/tokens';
import { getRuntimeConfig } from '../config/runtime';
import { cookieDomainFor } from '../request/cookie-domain';
import { toSameOriginPath } from '../security/addresses';
import { runStartup } from './start-up';

export type BootResult =
  | { kind: 'ready'; user: CurrentUser }
  /** Render the public routes only (an error page or a public address). */
  | { kind: 'public' }
  /** The page is leaving for the authorisation page: render nothing. */
  | { kind: 'leaving' };

export interface BootHooks {
  /**
   * Called once the tokens are in place, as the current user is asked for: what the app may ask
   * for alongside it (the container's early layout).
   */
  alongsideUser?(): void;
}

export async function bootSession(history: History, hooks: BootHooks = {}): Promise<BootResult> {
  setCookieScope({
    domain: cookieDomainFor(window.location.hostname, getRuntimeConfig().productionDomain),
    secure: window.location.protocol === 'https:',
  });
  setLanguage(guessLanguage(navigator.language, rememberedLanguage()));
  // The tokens leave the address on every branch: a path the router may not take (the address
  // bar was made canonical first, so this is a fall-back) is replaced by the home.
  const replaceUrl = (url: string) => {
    const clean = new URL(url);
    const path = toSameOriginPath(`${clean.pathname}${clean.search}${clean.hash}`) ?? '/';
    history.replace(path, history.location.state);
  };
  if (isPublicRoutePath(history.location.pathname)) {
    // the sign-in window of a session renewed in place: its tokens, out of the address at once
    // (its code is loaded on that page only)
    if (history.location.pathname === PUBLIC_PATHS.sessionRenewed) {
      try {
        const { takeRenewedTokens } = await import('../session/renew/renewed-callback');
        takeRenewedTokens(window.location.href, replaceUrl);
      } catch {
        replaceUrl(window.location.href.split('#')[0]); // not kept: the waiting page offers again
      }
    }
    return { kind: 'public' };
  }

  const outcome = await runStartup({
    href: window.location.href,
    replaceUrl,
    storeTokens,
    keepTokensInMemory,
    getAccessToken,
    fetchCurrentUser: () => {
      const user = fetchCurrentUser({ silent: true });
      hooks.alongsideUser?.();
      return user;
    },
  });

  switch (outcome.kind) {
    case 'ready':
      setLanguage(outcome.user.language);
      rememberLanguage(outcome.user.language);
      updateSessionFromUser(outcome.user);
      return { kind: 'ready', user: outcome.user };
    case 'error-message':
      history.replace(PUBLIC_PATHS.errorMessage, { message: outcome.message });
      return { kind: 'public' };
    case 'self-error':
      history.replace(PUBLIC_PATHS.selfError, { message: outcome.message });
      return { kind: 'public' };
    case 'server-error':
      history.replace(PUBLIC_PATHS.serverError);
      return { kind: 'public' };
    case 'login':
      redirectToLogin();
      return { kind: 'leaving' };
    case 'session-ended':
      // the request layer's session-end flow is already redirecting (login or kick-off page)
      return { kind: 'leaving' };
  }
}
