/**
 * On/off deployment settings that a deployment may also switch without a rebuild: the value
 * baked in at build time (`process.env.POLARIS_…`, see src/build/build-settings.ts) unless the
 * app's page says otherwise in a `<meta name="polaris-…" content="true|false">` (edited in
 * index.html, or added by the web server). Only `true` and `false` count; anything else is
 * ignored, so a typo cannot switch a setting on.
 */

/** The flag from the build's value and the page's (pure). */
export function deploymentFlag(
  buildValue: string | undefined,
  pageValue: string | null | undefined,
): boolean {
  const page = pageValue?.trim().toLowerCase();
  if (page === 'true' || page === 'false') return page === 'true';
  return buildValue?.trim().toLowerCase() === 'true';
}

/** The content of the page's `<meta name="…">`, when there is a page and it has one. */
export function pageSetting(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  return meta ? meta.content : null;
}
