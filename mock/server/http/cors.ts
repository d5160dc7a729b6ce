// CORS: which pages on other origins may call the gateway and read its answers. A foreign host
// page that embeds our container or a sub-app with qiankun runs our code on its own origin: it
// fetches our HTML and scripts and calls the API with a bearer token and credentials. Only the
// origins we trust get `Access-Control-Allow-Origin` (exactly their own, never a reflected
// Origin): the gateway's public origins and those configured as trusted (`MOCK_ALLOWED_ORIGINS`,
// `allowedRedirectOrigins`: sign-in may return there too). `POLARIS_FRAME_ANCESTORS` grants
// nothing here: a frame runs our pages on our origin. The message socket's origin check is the
// same rule (message-socket.ts).
import type { IncomingMessage } from 'node:http';
import type { GatewayConfig } from '../context';

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'H-Request-Id',
  'H-Menu-Id',
  'H-Tenant-Id',
  'X-HTTP-Method-Override',
  'RequestVerificationToken',
].join(', ');

const EXPOSED_HEADERS = 'Content-Disposition, RequestVerificationToken';

/** The origins trusted to call the gateway: its own, then the configured ones. */
export function trustedOrigins(
  config: Pick<GatewayConfig, 'publicOrigins' | 'allowedRedirectOrigins'>,
): string[] {
  return [...config.publicOrigins, ...config.allowedRedirectOrigins];
}

/** The origin as browsers serialise it, or undefined for anything else (`null`, garbage). */
function serialisedOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** May a page on `origin` (a request's Origin header) call us cross-origin? (pure) */
export function originTrusted(origin: string | undefined, trusted: readonly string[]): boolean {
  if (origin === undefined || serialisedOrigin(origin) !== origin) return false;
  return trusted.some((entry) => serialisedOrigin(entry) === origin);
}

function requestOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  return Array.isArray(origin) ? origin[0] : origin;
}

/** For every answer: the CORS grant when the request's Origin is trusted, else none. */
export function corsHeaders(
  req: IncomingMessage,
  trusted: readonly string[],
): Record<string, string> {
  const origin = requestOrigin(req);
  if (!origin || !originTrusted(origin, trusted)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/** A preflight's answer headers: the grant with what may be sent, for a trusted Origin only. */
export function preflightHeaders(
  req: IncomingMessage,
  trusted: readonly string[],
): Record<string, string> {
  const grant = corsHeaders(req, trusted);
  if (grant['Access-Control-Allow-Origin'] === undefined) return grant;
  return {
    ...grant,
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
