/**
 * A 401 ends the session (spec section 4 "Session end"): if a token existed, ask the gateway
 * whether it was kicked off by a newer sign-in; clear the tokens; then either show the kickoff
 * page or go to the authorisation page. A burst of 401s ends the session once.
 */
import { buildAuthorizeUrl } from '../auth/authorize-url';
import { getRuntimeConfig } from '../config/runtime';
import { getLanguage, t } from '../i18n/intl';
import { notify } from '../request/notify';
import { currentRuntime } from '../runtime/current';
import { kickoffAddress } from '../routing/public-paths';
import { checkKickoff, isKickedOff } from '../services/oauth/kickoff';
import { clearTokens, getAccessToken } from './tokens';

export interface LoginOptions {
  /** Replace this page in the history (sign-out: Back must not lead to the signed-in page). */
  replace?: boolean;
}

export interface SessionEndHandlers {
  /** Goes to the authorisation page; sign-in comes back to `redirectUri` (default: here). */
  toLogin(redirectUri?: string, options?: LoginOptions): void;
  toKickoff(language: string): void;
}

function redirectToAuthorize(
  redirectUri: string = window.location.href,
  options: LoginOptions = {},
): void {
  const config = getRuntimeConfig();
  const url = buildAuthorizeUrl({
    apiHost: config.apiHost,
    oauthPrefix: config.services.oauth,
    clientId: config.clientId,
    redirectUri,
  });
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}

const defaultHandlers: SessionEndHandlers = {
  toLogin: redirectToAuthorize,
  toKickoff: (language) => window.location.assign(kickoffAddress(language)),
};

/** The user is on their way out: an unanswered check must not keep them waiting long. */
const KICKOFF_CHECK_TIMEOUT_MS = 5000;

/** How this app leaves when its session ends (the runtime's choice over the defaults). */
export function setSessionEndHandlers(next: Partial<SessionEndHandlers>): void {
  const state = currentRuntime().sessionEnd;
  state.handlers = { ...state.handlers, ...next };
}

function handlers(): SessionEndHandlers {
  return { ...defaultHandlers, ...currentRuntime().sessionEnd.handlers };
}

export function redirectToLogin(redirectUri?: string, options?: LoginOptions): void {
  handlers().toLogin(redirectUri, options);
}

async function wasKickedOff(token: string): Promise<boolean> {
  try {
    return isKickedOff(await checkKickoff(token, { timeout: KICKOFF_CHECK_TIMEOUT_MS }));
  } catch {
    return false; // cannot tell: treat as an ordinary expiry
  }
}

export function endSession(): Promise<void> {
  const state = currentRuntime().sessionEnd;
  if (!state.ending) {
    state.ending = (async () => {
      const token = getAccessToken();
      const kicked = token ? await wasKickedOff(token) : false;
      clearTokens();
      if (kicked) {
        handlers().toKickoff(getLanguage()); // the kick-off page says it all: nothing on top
        return;
      }
      notify({ style: 'error', title: t('hzero.common.message.unauthorized') });
      handlers().toLogin();
    })();
  }
  return state.ending;
}
