/**
 * What the start-up flow reads from the address: tokens in the hash (implicit-flow sign-in
 * result) and an error message in the query. Pure: takes and returns strings.
 *
 * Pages under `/private` (spec section 2) read `access_token` and `refresh_token` from the QUERY
 * string instead (a link handed to another system); there the tokens are kept in memory only,
 * never in cookies, and are removed from the address like the hash tokens.
 */
import { isPrivatePath } from '../routing/area-paths';

const TOKEN_PATTERN = /^[0-9a-zA-Z-]+$/;
const TOKEN_HASH_KEYS = ['access_token', 'refresh_token', 'token_type', 'expires_in', 'scope'];
const ERROR_QUERY_KEYS = ['errorMessage', 'error_message', 'error_description'];

export interface StartupUrlState {
  accessToken?: string;
  refreshToken?: string;
  /** Lifetime announced by the authorisation server, in seconds. */
  expiresIn?: number;
  errorMessage?: string;
  /** True when the hash carried token parameters (valid or not) that must leave the address. */
  hasTokenParams: boolean;
  /** The same address without the token parameters (hash removed when nothing else was in it). */
  cleanUrl: string;
  /** 'memory' on a /private page: its tokens never go to (nor come from) cookies. */
  tokenStorage: 'cookie' | 'memory';
}

function validToken(value: string | null): string | undefined {
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

export function readStartupUrl(href: string): StartupUrlState {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  let accessToken = validToken(hash.get('access_token'));
  let refreshToken = validToken(hash.get('refresh_token'));
  const expires = Number(hash.get('expires_in'));
  const errorKey = ERROR_QUERY_KEYS.find((key) => url.searchParams.get(key));
  const errorMessage = errorKey ? (url.searchParams.get(errorKey) ?? undefined) : undefined;

  const privatePage = isPrivatePath(url.pathname);
  const query = url.searchParams;
  const queryHasTokens = privatePage && (query.has('access_token') || query.has('refresh_token'));
  if (queryHasTokens) {
    // the query wins over the hash on a /private page
    accessToken = validToken(query.get('access_token'));
    refreshToken = validToken(query.get('refresh_token'));
    TOKEN_HASH_KEYS.forEach((key) => query.delete(key));
  }

  const hashHasTokens = hash.has('access_token');
  if (hashHasTokens) {
    TOKEN_HASH_KEYS.forEach((key) => hash.delete(key));
    const rest = hash.toString();
    url.hash = rest ? `#${rest}` : '';
  }
  const hasTokenParams = hashHasTokens || queryHasTokens;
  return {
    accessToken,
    refreshToken,
    expiresIn: Number.isFinite(expires) && expires > 0 ? expires : undefined,
    errorMessage,
    hasTokenParams,
    cleanUrl: url.toString(),
    tokenStorage: privatePage ? 'memory' : 'cookie',
  };
}
