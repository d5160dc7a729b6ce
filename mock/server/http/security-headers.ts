/**
 * The security headers of every answer that serves Polaris: one pure builder for the mock
 * gateway and for a production server (README "Headers"; the nginx configuration of README
 * "Deploy" is generated from it: mock/cli/deploy/nginx-config.ts).
 *
 * - `page`: the HTML of the container or a sub-app. qiankun evaluates sub-app code, so
 *   `script-src` allows `'unsafe-eval'` (and nothing inline); styles allow `'unsafe-inline'`
 *   (antd's CSS-in-JS, qiankun inlines a sub-app's CSS); frames only of our origin and the
 *   deployment's inner-link origins; framed only by our origin and the configured hosts.
 * - `sign-in`: the authorisation pages. Never framed (a framed sign-in form is a
 *   click-jacking target); their one inline script is allowed by its hash.
 * - `other`: API answers, scripts, styles, files: no sniffing, no referrer beyond our origin.
 *
 * `Referrer-Policy: strict-origin` everywhere: a request never carries more than our origin,
 * so the tokens in a `/private/…?access_token=` address do not travel in a Referer.
 */
export type ResponseKind = 'page' | 'sign-in' | 'other';

export interface HeaderSettings {
  /** Origins besides ours that may frame the product (`POLARIS_FRAME_ANCESTORS`). */
  frameAncestors: readonly string[];
  /** Origins whose pages inner-link tabs may show (`POLARIS_INNER_LINK_ORIGINS`). */
  linkOrigins: readonly string[];
  /** Origins the pages call besides their own (the API host, when it is elsewhere). */
  connectOrigins?: readonly string[];
  /** Where the sign-in form may send the browser back to, besides our origin. */
  signInReturnOrigins?: readonly string[];
  /** `sha256-…` sources of the inline scripts of the sign-in pages. */
  signInScriptHashes?: readonly string[];
}

export const REFERRER_POLICY = 'strict-origin';

function sources(base: string, extra: readonly string[] = []): string {
  return [base, ...extra].join(' ');
}

function quoted(hashes: readonly string[] = []): string[] {
  return hashes.map((hash) => `'${hash}'`);
}

/** The Content-Security-Policy of an HTML answer of that kind. */
export function contentSecurityPolicy(
  kind: Exclude<ResponseKind, 'other'>,
  settings: HeaderSettings,
): string {
  if (kind === 'sign-in') {
    return [
      "default-src 'self'",
      `script-src ${sources("'self'", quoted(settings.signInScriptHashes))}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      `form-action ${sources("'self'", settings.signInReturnOrigins)}`,
      "frame-ancestors 'none'",
    ].join('; ');
  }
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${sources("'self'", settings.connectOrigins)}`,
    `frame-src ${sources("'self'", settings.linkOrigins)}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", settings.connectOrigins)}`,
    `frame-ancestors ${sources("'self'", settings.frameAncestors)}`,
  ].join('; ');
}

/** Every security header of an answer of that kind. */
export function securityHeaders(
  kind: ResponseKind,
  settings: HeaderSettings,
): Record<string, string> {
  const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': REFERRER_POLICY };
  if (kind === 'other') return common;
  const headers: Record<string, string> = {
    ...common,
    'Content-Security-Policy': contentSecurityPolicy(kind, settings),
  };
  // X-Frame-Options cannot name other origins: only sent when nobody else may frame us
  if (kind === 'sign-in') headers['X-Frame-Options'] = 'DENY';
  else if (settings.frameAncestors.length === 0) headers['X-Frame-Options'] = 'SAMEORIGIN';
  return headers;
}

/** Which kind of answer this is, from its address and content type. */
export function responseKindOf(path: string, contentType: string | undefined): ResponseKind {
  if (!/^text\/html\b/i.test(contentType ?? '')) return 'other';
  return path === '/oauth' || path.startsWith('/oauth/') ? 'sign-in' : 'page';
}
