// No open redirects: sign-in and sign-out only send the browser back to the gateway's own origins
// (from its configuration, never from the request's Host header) or to an origin the gateway was
// configured to trust (dev servers).

export type RedirectCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkRedirectUri(
  raw: string | null | undefined,
  ownOrigins: readonly string[],
  allowedOrigins: readonly string[],
): RedirectCheck {
  if (!raw) return { ok: false, reason: 'redirect_uri is missing' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'redirect_uri is not a valid absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'redirect_uri must be an http(s) URL' };
  }
  const trusted = [...ownOrigins, ...allowedOrigins].map(normaliseOrigin);
  if (!trusted.includes(url.origin)) {
    return { ok: false, reason: `redirect address ${url.origin} is not allowed` };
  }
  return { ok: true, url };
}

function normaliseOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}
