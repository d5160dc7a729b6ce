/** Fetching a module's code ahead of need, into the caches qiankun reads it from. */
import type { importEntry } from 'import-html-entry';

/**
 * Fetches a module's HTML, scripts and styles with import-html-entry (qiankun's loader, so its
 * caches serve the module's first load); qiankun's own prefetch leaves its failures unhandled.
 * False when it failed: the module's next load must then use a new address.
 */
export async function prefetchModuleCode(
  load: typeof importEntry,
  entry: string,
): Promise<boolean> {
  try {
    const { getExternalScripts, getExternalStyleSheets } = await load(entry);
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
