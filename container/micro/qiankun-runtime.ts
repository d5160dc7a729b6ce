/**
 * qiankun and its loader, import-html-entry (whose caches qiankun reads), as one module the shell
 * loads on first use: one chunk, out of the shell's first load.
 */
export { loadMicroApp, start } from 'qiankun';
export { importEntry } from 'import-html-entry';
