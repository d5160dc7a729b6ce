/** Minimal cookie helpers; the cookie string is passed in so the logic stays testable. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeValue(part.slice(index + 1).trim());
  }
  return undefined;
}

/** A value that is not valid percent-encoding (set by another app) is returned as it is. */
function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  /** Only sent over https: set whenever the page itself is served over https. */
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.maxAgeSeconds !== undefined)
    parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
