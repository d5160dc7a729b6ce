/**
 * The one rule for "where may the product go": every address the product pushes, saves,
 * restores, returns to after sign-in, embeds in a tab or opens from a menu passes through here.
 * Pure: the page's origin and the allow-list come in as an `AddressPolicy`.
 *
 * - A **path** (what the router pushes, a tab records, sign-in returns to) must stay on our
 *   origin: one leading slash, no scheme, no `//host` or `/\host`, no control characters
 *   (browsers drop tabs and newlines inside URLs, so `/\t/evil` would become `//evil`).
 * - A **link** (an inner-link tab's page, a link menu) is a plain web address: `http(s)` on our
 *   origin or on an origin the deployment allows, without credentials. Never `javascript:`,
 *   `data:`, `vbscript:`, `blob:`, `file:`..., however encoded or cased: the check runs on what
 *   the URL parser makes of the text, and the parsed address is what gets used.
 */
export interface AddressPolicy {
  /** The product's own origin, e.g. `https://polaris.example.com`. */
  origin: string;
  /** Other origins whose pages may show in inner-link tabs or open from link menus. */
  linkOrigins: readonly string[];
}

export type LinkRefusal = 'not-web' | 'origin' | 'malformed';

export type LinkCheck =
  | { ok: true; url: string; sameOrigin: boolean }
  | { ok: false; reason: LinkRefusal };

/** Longer than any real address; a longer one is refused rather than parsed. */
const MAX_ADDRESS_LENGTH = 4096;
// Browsers drop tabs and newlines anywhere in a URL and other control characters at its ends.
const CONTROL = /[\u0000-\u001f\u007f]/;
const PROBE_ORIGIN = 'http://polaris.invalid';

/**
 * The path itself when it is a same-origin path the product may navigate to or store, else null.
 * The value is returned unchanged (tab keys and menu matching compare it as written).
 */
export function toSameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ADDRESS_LENGTH) {
    return null;
  }
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  if (CONTROL.test(value)) return null;
  try {
    // Whatever the browser's parser makes of it must stay on the origin it is resolved against.
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/** True for a path the product may navigate to (see `toSameOriginPath`). */
export function isSameOriginPath(value: unknown): value is string {
  return toSameOriginPath(value) !== null;
}

/**
 * The address bar's path made safe to hand to the router: `//evil.example/x` (a path that
 * `pushState` would read as another host) becomes `/evil.example/x`, backslashes after the
 * first slash likewise. Anything else is returned as it is.
 */
export function canonicalPathname(pathname: string): string {
  const leading = /^[/\\]+/.exec(pathname);
  if (!leading || leading[0] === '/') return pathname || '/';
  return `/${pathname.slice(leading[0].length)}`;
}

/**
 * A host name as DNS writes it (letters, digits, `-`, `_`, dot-separated; the URL parser has
 * lower-cased it and turned an international name into `xn--…`), or an IPv6 address in brackets.
 * The URL parser alone lets `*`, `;`, quotes and braces through: such an "origin" would widen a
 * Content-Security-Policy (`http://*.example`) or break a generated server configuration.
 */
const HOST_NAME = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+$|^\[[0-9a-f:.]+\]$/;

/** An origin as the URL parser writes it (`HTTPS://Example.com:443` → `https://example.com`). */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    if (!HOST_NAME.test(url.hostname)) return null;
    if (url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * A comma- or space-separated list of origins from a deployment setting. Throws an Error naming
 * the first value that is not an `http(s)` origin, so a typo is not silently ignored.
 */
export function parseOriginList(value: string | undefined, settingName: string): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const origin = normalizeOrigin(entry);
    if (!origin) {
      throw new Error(
        `${settingName}: "${entry}" is not an origin (write it as https://host[:port])`,
      );
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * May this address be shown in an inner-link tab (or opened from a link menu)? A same-origin
 * path is allowed; anything else must parse as an absolute `http(s)` URL without credentials
 * on our origin or an allowed one. The returned `url` is the one to use.
 */
export function checkLink(value: unknown, policy: AddressPolicy): LinkCheck {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ADDRESS_LENGTH) {
    return { ok: false, reason: 'malformed' };
  }
  if (value[0] === '/' && value[1] !== '/' && value[1] !== '\\') {
    const path = toSameOriginPath(value);
    return path ? { ok: true, url: path, sameOrigin: true } : { ok: false, reason: 'malformed' };
  }
  let url: URL;
  try {
    url = new URL(value); // relative and protocol-relative forms do not parse without a base
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'not-web' };
  if (url.username || url.password) return { ok: false, reason: 'malformed' };
  const own = normalizeOrigin(policy.origin);
  if (url.origin === own) return { ok: true, url: url.href, sameOrigin: true };
  if (!policy.linkOrigins.some((origin) => normalizeOrigin(origin) === url.origin)) {
    return { ok: false, reason: 'origin' };
  }
  return { ok: true, url: url.href, sameOrigin: false };
}

/** What a menu route is: a page of ours, a web address, or neither (never rendered as a link). */
export type MenuRouteTarget =
  | { kind: 'path'; path: string }
  | { kind: 'web'; url: string }
  | { kind: 'refused' };

/**
 * A menu route from the server: a same-origin path opens a tab; an absolute `http(s)` address is
 * an external link (whether its origin is allowed is decided with the policy when it is opened);
 * anything else (`javascript:`, `data:`, protocol-relative, malformed) is refused.
 */
export function classifyMenuRoute(route: unknown): MenuRouteTarget {
  const path = toSameOriginPath(route);
  if (path) return { kind: 'path', path };
  if (typeof route !== 'string' || route.length > MAX_ADDRESS_LENGTH) return { kind: 'refused' };
  try {
    const url = new URL(route);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && !url.username && !url.password
      ? { kind: 'web', url: url.href }
      : { kind: 'refused' };
  } catch {
    return { kind: 'refused' };
  }
}

export type RedirectRefusal = 'malformed' | 'not-web' | 'fragment';

export type RedirectAddressCheck =
  | { ok: true; url: string }
  | { ok: false; reason: RedirectRefusal };

/** Longest redirect address an OAuth client may register. */
export const MAX_REDIRECT_ADDRESS_LENGTH = 500;

/**
 * May this be registered as an OAuth client's redirect address (the Clients page checks it as it
 * is typed, the gateway when it is saved)? An absolute `http(s)` URL of a real host name, without
 * credentials, white space or control characters, and without a `#fragment` (RFC 6749 3.1.2: the
 * token travels in the fragment). Whether the gateway may send a token there at sign-in is its
 * own second check (its trusted origins).
 */
export function checkRedirectAddress(value: unknown): RedirectAddressCheck {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    value.length > MAX_REDIRECT_ADDRESS_LENGTH ||
    CONTROL.test(value) ||
    /\s/.test(value)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'not-web' };
  }
  if (url.username || url.password || !HOST_NAME.test(url.hostname)) {
    return { ok: false, reason: 'malformed' };
  }
  if (value.includes('#')) return { ok: false, reason: 'fragment' };
  return { ok: true, url: url.href };
}
