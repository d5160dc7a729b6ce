/**
 * How a module's code is fetched through qiankun, so that a failure shows and a retry works.
 *
 * - qiankun runs a module's lazy chunks through import-html-entry, which drops a chunk whose
 *   fetch failed without telling webpack: the page waits for it for good ("Loading..."), and the
 *   rejection is left unhandled. A failed chunk is answered here with an empty script instead:
 *   webpack sees the chunk missing at once and rejects its import (a ChunkLoadError the page's
 *   error boundary shows with Retry). The module's first scripts are never replaced: their
 *   failure fails the mount, which the tab shows.
 * - import-html-entry also keeps every answer by address, failures included. A module that failed
 *   to load is asked for again under a new address (`?attempt=<n>`), its HTML and first scripts
 *   alike; its chunks get fresh addresses from the module itself (src/components/code-loading.ts).
 */
import type { ModuleConfig } from '@polaris/core/micro/manifest';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function withoutQuery(address: string, base: string): string {
  const url = new URL(address, base);
  return `${url.origin}${url.pathname}`;
}

/** The module's entry and first scripts, as absolute addresses without query. */
export function initialAddresses(module: ModuleConfig, base: string): Set<string> {
  const entry = new URL(module.publicUrl, base).href;
  const assets = [...module.indexAssets.js, ...module.customizeAssets.js];
  return new Set([
    withoutQuery(entry, base),
    ...assets.map((asset) => withoutQuery(new URL(asset, entry).href, base)),
  ]);
}

/** The fetch qiankun uses for `module`: failed lazy chunks become empty scripts (see above). */
export function createModuleFetch(
  module: ModuleConfig,
  base: string = window.location.href,
  fetchImpl: Fetch = (input, init) => window.fetch(input, init),
): Fetch {
  const initial = initialAddresses(module, base);
  return async (input, init) => {
    const address = addressOf(input);
    const lazyChunk =
      /\.js$/i.test(withoutQuery(address, base)) && !initial.has(withoutQuery(address, base));
    if (!lazyChunk) return fetchImpl(input, init);
    try {
      const response = await fetchImpl(input, init);
      if (response.ok) return response;
      console.error(`[polaris] ${module.name}: ${address} answered ${response.status}`);
    } catch (error) {
      console.error(`[polaris] ${module.name}: ${address} could not be fetched`, error);
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
