/**
 * How a module's code is fetched through qiankun, so that a failure shows and a retry works.
 *
 * - qiankun runs a module's lazy chunks through import-html-entry, which drops a chunk whose
 *   fetch failed without telling webpack: the page waits for it for good ("Loading..."), and the
 *   rejection is left unhandled. A failed chunk is answered here with an empty script instead:
 *   webpack sees the chunk missing at once and rejects its import (a ChunkLoadError the page's
 *   error boundary shows with Retry). qiankun fetches only those lazy scripts with this fetch
 *   (its framework configuration); a module's first scripts keep the normal one, and their
 *   failure fails the mount, which the tab shows.
 * - import-html-entry also keeps every answer by address, failures included. A module that failed
 *   to load (or to prefetch) is asked for again under a new address (`?attempt=<n>`), its HTML and
 *   first scripts alike; its chunks get fresh addresses from the module itself
 *   (src/components/code-loading.ts).
 */

import { importEntry } from 'import-html-entry';

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
): Fetch {
  return async (input, init) => {
    const address = addressOf(input);
    if (!isScriptAddress(address)) return fetchImpl(input, init);
    try {
      const response = await fetchImpl(input, init);
      if (response.ok) return response;
      console.error(`[polaris] ${address} answered ${response.status}`);
    } catch (error) {
      console.error(`[polaris] ${address} could not be fetched`, error);
    }
    return new Response('', { status: 200, headers: { 'Content-Type': 'text/javascript' } });
  };
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
 * Fetches a module's HTML, scripts and styles ahead of need into the caches qiankun reads them
 * from (qiankun's own prefetch leaves its failures unhandled). False when it failed: the module's
 * next load must then use a new address.
 */
export async function prefetchModuleCode(entry: string): Promise<boolean> {
  try {
    const { getExternalScripts, getExternalStyleSheets } = await importEntry(entry);
    await Promise.all([getExternalStyleSheets(), getExternalScripts()]);
    return true;
  } catch {
    return false;
  }
}

/** Not on a connection the user pays for or that is too slow to share (as qiankun decides). */
export function mayPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!nav.onLine || connection?.saveData) return false;
  return !connection?.effectiveType || !/(^|-)(2g|3g)$/.test(connection.effectiveType);
}
