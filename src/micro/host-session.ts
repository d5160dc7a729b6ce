/**
 * What an app mounted by a host shell that is not ours works with: the gateway its API calls go
 * to, the token the host handed over (kept in memory only) and whom to tell when the session
 * ends. Shared by a sub-app in a foreign host, the container in a foreign host, and a sub-app in
 * a container that is itself embedded (the container passes its own on, over the bridge).
 */

export interface HostSession {
  /** Gateway origin for API calls; '' means the page's own origin. */
  apiHost: string;
  /** Bearer token handed over by the host; never written to storage, cookies or addresses. */
  accessToken?: string;
  /** The gateway said the session has ended (401, kick-off). */
  onSessionEnd(): void;
  /** The host's `storagePrefix` (none: what we remember stays in memory): device-storage.ts. */
  storagePrefix?: string;
}

/** The origin of `url` read against `base`; '' when there is none or it does not parse. */
export function originOf(url: string | undefined, base: string): string {
  if (!url) return '';
  try {
    return new URL(url, base).origin;
  } catch {
    return '';
  }
}

/**
 * The gateway of an app a host loaded: the host's `apiHost` prop when given, else where the
 * app's code came from (qiankun's injected public path) unless that is the page's own origin.
 */
export function hostApiHost(
  given: string | undefined,
  injectedPublicPath: string | undefined,
  page: { href: string; origin: string },
): string {
  if (given !== undefined) return given;
  const loadedFrom = originOf(injectedPublicPath, page.href);
  return loadedFrom === page.origin ? '' : loadedFrom;
}
