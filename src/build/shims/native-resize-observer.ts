/**
 * Stands in for `resize-observer-polyfill` in the bundles (src/build/umi-plugin.ts). That
 * package hands out the browser's own ResizeObserver whenever there is one, which every browser
 * of our build targets has, so its 7 kB polyfill was dead weight in the first load.
 */
export default globalThis.ResizeObserver;
