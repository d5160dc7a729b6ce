/**
 * Fetching a module's code ahead of need. import-html-entry (qiankun's loader, whose caches
 * qiankun reads) loads on first use, like qiankun, so neither weighs on the shell's first load.
 */

/**
 * Fetches a module's HTML, scripts and styles ahead of need into the caches qiankun reads them
 * from (qiankun's own prefetch leaves its failures unhandled). False when it failed: the module's
 * next load must then use a new address.
 */
export async function prefetchModuleCode(entry: string): Promise<boolean> {
  try {
    const { importEntry } = await import('import-html-entry');
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
