/**
 * A 401 ends the session (spec section 4 "Session end"): if a token existed, ask the gateway
 * whether it was kicked off by a newer sign-in; clear the tokens; then either show the kickoff
 * page or go to the authorisation page. A burst of 401s ends the session once.
 *
 * Two refinements keep the user's work (issue 19):
 * - an app may **renew** the session in place (`renew`): when a page holds unsaved input, the
 *   user signs in again in a window of its own and stays on the page; the outcome `renewed` tells
 *   the request layer to send the refused call once more, with the new token;
 * - before the kick-off page, the app may keep what pages hold unsaved as drafts (`keepDrafts`),
 *   offered back after the next sign-in.
 * A sub-app inside our shell hands the whole decision to the shell (`takeOver`), so one dialog
 * serves every module and the kick-off check is made once.
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

/** How an ended session came out: signed in again in place, or the page is leaving. */
export type SessionOutcome = 'renewed' | 'left';

export interface SessionEndHandlers {
  /** Goes to the authorisation page; sign-in comes back to `redirectUri` (default: here). */
  toLogin(redirectUri?: string, options?: LoginOptions): void;
  toKickoff(language: string): void;
  /**
   * The session ended by itself (expiry, revocation, a gateway restart), not by a sign-in
   * elsewhere: resolves true once the user has signed in again without leaving the page (new
   * tokens stored), false to leave for the sign-in page as usual. Absent: leave.
   */
  renew?(): Promise<boolean>;
  /** Kicked off: keep what the pages hold unsaved, for after the next sign-in. */
  keepDrafts?(): void;
  /** Somebody else (the shell we are mounted in) ends the session for this app. */
  takeOver?(): Promise<SessionOutcome>;
}

function redirectToAuthorize(
  redirectUri: string = window.location.href,
  options: LoginOptions = {},
): void {
  const url = authorizeAddress(redirectUri);
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}

/** The authorisation page of this deployment, coming back to `redirectUri`. */
export function authorizeAddress(redirectUri: string): string {
  const config = getRuntimeConfig();
  return buildAuthorizeUrl({
    apiHost: config.apiHost,
    oauthPrefix: config.services.oauth,
    clientId: config.clientId,
    redirectUri,
  });
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

async function renewOrLeave(chosen: SessionEndHandlers): Promise<SessionOutcome> {
  if (chosen.takeOver) return chosen.takeOver();
  const token = getAccessToken();
  const kicked = token ? await wasKickedOff(token) : false;
  clearTokens();
  if (kicked) {
    chosen.keepDrafts?.();
    chosen.toKickoff(getLanguage()); // the kick-off page says it all: nothing on top
    return 'left';
  }
  if (chosen.renew && (await chosen.renew().catch(() => false))) return 'renewed';
  notify({ style: 'error', title: t('hzero.common.message.unauthorized') });
  chosen.toLogin();
  return 'left';
}

/**
 * Ends the session once for any number of refused calls. A renewed session may end again later
 * (a new 401 asks anew); a session that left stays ended.
 */
export function endSession(): Promise<SessionOutcome> {
  const state = currentRuntime().sessionEnd;
  if (!state.ending) {
    const ending = renewOrLeave(handlers());
    state.ending = ending;
    void ending.then(
      (outcome) => {
        if (outcome !== 'renewed' || state.ending !== ending) return;
        state.ending = null;
        state.renewed.forEach((listener) => listener());
      },
      () => undefined,
    );
  }
  return state.ending;
}

/** Calls `listener` each time the user signed in again in place; the result stops that. */
export function onSessionRenewed(listener: () => void): () => void {
  const { renewed } = currentRuntime().sessionEnd;
  renewed.add(listener);
  return () => renewed.delete(listener);
}
