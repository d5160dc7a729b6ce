// CORS for every response: a foreign host page on another origin embeds the sub-app and calls the
// API with a bearer token and credentials, so the request origin is echoed rather than '*'.
import type { IncomingMessage } from 'node:http';

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

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  return {
    ...corsHeaders(req),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
}
