/**
 * The authorisation page in a window of its own, and how the page learns it succeeded. The
 * sign-in comes back to our own public page (`/public/session-renewed`), which stores the new
 * tokens as every sign-in does (cookies of this origin) and announces it on a broadcast channel;
 * this page listens there, and also watches the token cookie in case the channel is missing.
 * No token travels in a message: the waiting page reads the cookie it shares with the window.
 */
import { PUBLIC_PATHS } from '../../routing/public-paths';
import { authorizeAddress } from '../session-end';

export const RENEWED_PATH = PUBLIC_PATHS.sessionRenewed;
export const RENEWAL_CHANNEL = 'polaris.session';
export const RENEWED_MESSAGE = 'session-renewed';
const WINDOW_NAME = 'polaris-sign-in';
const WINDOW_FEATURES = 'popup,width=520,height=680';
/** How often the token is looked at when no message came (a fall-back, cheap: a cookie read). */
const TOKEN_POLL_MS = 1000;

/** The address that opens the sign-in window, coming back to our renewed page. */
export function signInWindowAddress(origin: string): string {
  return authorizeAddress(`${origin}${RENEWED_PATH}`);
}

/** Opens (or brings forward) the sign-in window; null when the browser blocked it. */
export function openSignInWindow(origin: string = window.location.origin): Window | null {
  const opened = window.open(signInWindowAddress(origin), WINDOW_NAME, WINDOW_FEATURES);
  opened?.focus();
  return opened;
}

/** Tells the windows of this origin that a sign-in stored new tokens. */
export function announceRenewal(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(RENEWAL_CHANNEL);
  channel.postMessage({ kind: RENEWED_MESSAGE });
  channel.close();
}

/**
 * Calls `onToken` once a token other than `previous` is in place (after a sign-in in another
 * window); the returned function stops watching.
 */
export function watchForNewToken(
  readToken: () => string | undefined,
  previous: string | undefined,
  onToken: (token: string) => void,
): () => void {
  let stopped = false;
  const look = () => {
    if (stopped) return;
    const token = readToken();
    if (token && token !== previous) {
      stop();
      onToken(token);
    }
  };
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(RENEWAL_CHANNEL);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { kind?: unknown } | null)?.kind === RENEWED_MESSAGE) look();
  };
  channel?.addEventListener('message', onMessage);
  const timer = setInterval(look, TOKEN_POLL_MS);
  function stop(): void {
    stopped = true;
    clearInterval(timer);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
  }
  return stop;
}
