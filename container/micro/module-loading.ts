/**
 * How a module's code is fetched through qiankun, so that a failure shows and a retry works.
 *
 * - qiankun runs a module's lazy chunks through import-html-entry, which drops a chunk whose
 *   fetch failed without telling webpack: the page waits for it for good ("Loading..."), and the
 *   rejection is left unhandled. A failed chunk is answered here with an empty script instead:
 *   webpack sees the chunk missing at once and rejects its import (a ChunkLoadError the page's
 *   error boundary shows with Retry), and the failure is announced (the shell's update check). A
 *   chunk answered with a page (a server's fallback for an unknown file) counts as failed.
 *   qiankun fetches only those lazy scripts with this fetch (its framework configuration); a
 *   module's first scripts keep the normal one, and their failure fails the mount, which the tab
 *   shows.
 * - import-html-entry also keeps every answer by address, failures included. A module that failed
 *   to load (or to prefetch) is asked for again under a new address (`?attempt=<n>`), its HTML and
 *   first scripts alike; its chunks get fresh addresses from the module itself
 *   (src/loading/code-loading.ts).
 */
import { announceChunkLoadError } from '@polaris/core/loading/code-loading';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function isScriptAddress(address: string): boolean {
  return /\.js$/i.test(address.split(/[?#]/)[0]);
}

/** The fetch for modules' lazy scripts: a failed one becomes an empty script (see above). */
export function createChunkFetch(
  fetchImpl: Fetch = (input, init) => window.fetch(input, init),
  announce: (address: string) => void = announceChunkLoadError,
): Fetch {
  return async (input, init) => {
    const address = addressOf(input);
    if (!isScriptAddress(address)) return fetchImpl(input, init);
    try {
      const response = await fetchImpl(input, init);
      // a page where a script should be: a server answering a chunk gone after a deploy
      const html = /^text\/html/i.test(response.headers.get('Content-Type') ?? '');
      if (response.ok && !html) return response;
      console.error(`[polaris] ${address} answered ${response.status}${html ? ' (a page)' : ''}`);
    } catch (error) {
      console.error(`[polaris] ${address} could not be fetched`, error);
    }
    announce(address);
    return new Response('', { status: 200, headers: { 'Content-Type': 'text/javascript' } });
  };
}

/**
 * The name a module loads under with qiankun at `attempt`. qiankun keeps a loaded module (a failed
 * load included) by name and container, and loads it from there next time; a new name after a
 * failure makes the retry a real load.
 */
export function attemptName(name: string, attempt: number): string {
  return attempt === 0 ? name : `${name}~${attempt}`;
}

/** `address` with `attempt=<n>` added for every attempt after the first. */
export function attemptAddress(address: string, attempt: number): string {
  if (attempt === 0) return address;
  return `${address}${address.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/** What import-html-entry read from a module's HTML (its `TemplateResult`). */
type TemplateScript = string | { async: boolean; src: string };
interface ProcessedTemplate {
  template: string;
  scripts: TemplateScript[];
  styles: string[];
  entry: TemplateScript;
}

/** import-html-entry's `postProcessTemplate`: the module's own scripts and styles at `attempt`. */
export function templateForAttempt(attempt: number) {
  const bump = (address: string) =>
    /^(https?:)?\/\//i.test(address) || address.startsWith('/')
      ? attemptAddress(address, attempt)
      : address; // inline code
  const bumpScript = (script: TemplateScript): TemplateScript =>
    typeof script === 'string' ? bump(script) : { ...script, src: bump(script.src) };
  return (processed: ProcessedTemplate): ProcessedTemplate =>
    attempt === 0
      ? processed
      : {
          ...processed,
          scripts: processed.scripts.map(bumpScript),
          styles: processed.styles.map(bump),
          entry: bumpScript(processed.entry),
        };
}

/**
 * qiankun's configuration for a load at `attempt`. Built here, away from the shell's own
 * variables: single-spa keeps it with the module for good (see `forgetObjects`).
 */
export function loaderConfiguration(attempt: number): Record<string, unknown> {
  // A module is kept by its load name (a new name per attempt and per build), not by qiankun's
  // default key, which adds the holder's path in the document: a holder inside a shadow root
  // (the shell embedded in a host) has none, so every mount loaded the module afresh and
  // single-spa kept each load, its detached page included. The host waits for a module's
  // unmount before loading it again (micro-host.ts), as a kept load cannot mount twice.
  const configuration = { sandbox: true, singular: false, $$cacheLifecycleByAppName: true };
  return attempt === 0
    ? configuration
    : { ...configuration, postProcessTemplate: templateForAttempt(attempt) };
}

/**
 * Empties objects we handed a library that keeps them longer than it should: single-spa 5 never
 * removes a root parcel from its registry (every qiankun `loadMicroApp` is one), so the parcel's
 * props and loading closures stay reachable, and with them whatever those objects point to.
 * Emptied, they hold nothing.
 */
export function forgetObjects(...objects: object[]): void {
  for (const object of objects) {
    for (const key of Object.keys(object)) delete (object as Record<string, unknown>)[key];
  }
}
