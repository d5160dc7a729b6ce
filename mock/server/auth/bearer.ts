// Reading the caller's access token and refusing unusable ones the way Spring OAuth2 does.
import type { RequestContext } from '../context';
import { json, type Reply } from '../http/reply';
import type { TokenRejection } from './token-store';

const BEARER = /^bearer\s+(\S+)\s*$/i;

/**
 * The token from `Authorization: bearer <token>` (scheme case-insensitive) or, for GET/HEAD
 * (downloads, iframes) and when `anyMethod` is set (kickoff, logout), from `?access_token=`.
 */
export function accessTokenOf(ctx: RequestContext, anyMethod = false): string | undefined {
  const header = ctx.req.headers.authorization;
  const fromHeader = header ? BEARER.exec(header)?.[1] : undefined;
  if (fromHeader) return fromHeader;
  if (anyMethod || ctx.method === 'GET' || ctx.method === 'HEAD') {
    return ctx.query.get('access_token') || undefined;
  }
  return undefined;
}

const DESCRIPTIONS: Record<TokenRejection, string> = {
  missing: 'Full authentication is required to access this resource',
  unknown: 'Invalid access token',
  expired: 'Access token expired',
  kicked:
    'Access token was kicked off: the account signed in elsewhere, or an administrator ended the session',
  revoked: 'Access token was revoked (signed out)',
};

export function unauthorized(reason: TokenRejection): Reply {
  return json({ error: 'invalid_token', error_description: DESCRIPTIONS[reason] }, 401, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${DESCRIPTIONS[reason]}"`,
  });
}
