/**
 * The product's icon (the Polaris star), one source for every page that shows it: the apps'
 * HTML and the gateway's sign-in page link it as a data address, so showing it costs no request
 * (and a browser never asks for a `/favicon.ico` that a deployment may not serve).
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<circle cx="32" cy="32" r="30" fill="#34A853"/>' +
  '<path d="M32 10 L37 27 L54 32 L37 37 L32 54 L27 37 L10 32 L27 27 Z" fill="#fff"/></svg>';

/** `<link rel="icon">` for a page's head. */
export function faviconLink(): string {
  return `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}">`;
}
