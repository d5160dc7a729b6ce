/**
 * Stands in for `isomorphic-fetch` in the bundles (src/build/umi-plugin.ts). umi-request imports
 * it only for its effect: installing the whatwg-fetch polyfill when the browser has no `fetch`.
 * Every browser of our build targets has one, so the polyfill never ran and only cost bytes.
 */
export {};
