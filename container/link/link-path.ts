/** `/link/{link}` (spec section 2): a page shown in a tab, its address encoded in the path. */
export const LINK_PREFIX = '/link/';

/** The address inside a /link/ path; a malformed encoding is shown as it is. */
export function decodeLink(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

/** The address a /link/ path shows. */
export function linkAddressOf(path: string): string {
  return decodeLink(path.slice(LINK_PREFIX.length));
}
