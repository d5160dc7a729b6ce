/**
 * The browser history every app of ours navigates with. `history` falls back to
 * `location.assign` when `pushState` refuses an address (a protocol-relative `//evil.example/y`
 * is another origin to it), which would take the whole window away: here every push and replace
 * goes through the one address rule first, and an address that is not a same-origin path is not
 * followed. The address bar is also made canonical before anything reads it.
 */
import {
  createBrowserHistory,
  createPath,
  type BrowserHistory,
  type History,
  type To,
} from 'history';
import { canonicalPathname, toSameOriginPath } from './addresses';

function pathOf(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * `http://host//evil.example/x` has the path `//evil.example/x`: anything that pushes it back
 * (a tab, the sign-in return address) would leave the origin. Rewritten in place as
 * `/evil.example/x` (an unknown page of ours), with an absolute URL so it cannot be misread.
 */
export function canonicalizeAddressBar(win: Window = window): void {
  const { pathname, search, hash, origin } = win.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    win.history.replaceState(win.history.state, '', `${origin}${canonical}${search}${hash}`);
  }
}

/** Wraps push and replace of a history with the same-origin path rule. */
export function guardHistory<H extends History>(
  history: H,
  onRefused: (path: string) => void = (path) =>
    console.warn(`Polaris did not navigate to ${JSON.stringify(path)}: not a path of this site`),
): H {
  const push = history.push.bind(history);
  const replace = history.replace.bind(history);
  history.push = (to, state) => {
    const path = toSameOriginPath(pathOf(to));
    if (path) push(path, state);
    else onRefused(pathOf(to));
  };
  history.replace = (to, state) => {
    const path = toSameOriginPath(pathOf(to));
    if (path) replace(path, state);
    else onRefused(pathOf(to));
  };
  return history;
}

/** The browser history of an app of ours: canonical address bar, guarded navigation. */
export function createSafeBrowserHistory(): BrowserHistory {
  canonicalizeAddressBar();
  return guardHistory(createBrowserHistory());
}
