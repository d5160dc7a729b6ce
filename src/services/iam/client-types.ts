/**
 * OAuth clients (`/iam/hzero/v1/clients`, the Clients page) and the sessions signed in through
 * them (`/iam/hzero/v1/online-users`, the Online Users page): the wire shapes the pages and the
 * mock gateway share, and the pure rules both apply to a client's fields. HZERO keeps a client's
 * grant types and redirect addresses as comma-separated text (`authorizedGrantTypes`,
 * `webServerRedirectUri`); the helpers here turn them into lists and back.
 */

/** The OAuth 2 grant types a client may be allowed (Spring Security OAuth's names). */
export const GRANT_TYPES = [
  'authorization_code',
  'implicit',
  'password',
  'client_credentials',
  'refresh_token',
] as const;

export type GrantType = (typeof GRANT_TYPES)[number];

/** Limits of a client's fields, the same on the page and in the gateway. */
export const CLIENT_LIMITS = {
  name: 60,
  /** Redirect addresses per client. */
  redirectUris: 10,
  /** Token validity in seconds: one minute to thirty days. */
  minValidity: 60,
  maxValidity: 30 * 24 * 3600,
} as const;

/** A client's name (its `client_id`): letters, digits, `.`, `_` and `-`. */
export const CLIENT_NAME = /^[A-Za-z0-9._-]+$/;

export interface OAuthClientDto {
  id: number;
  /** The `client_id` the authorisation page is called with. */
  name: string;
  organizationId?: number;
  /** Comma-separated grant types, e.g. `implicit,refresh_token`. */
  authorizedGrantTypes: string;
  /** Comma-separated redirect addresses. */
  webServerRedirectUri: string;
  /** Seconds an access token issued to this client is valid. */
  accessTokenValidity: number;
  /** Seconds its refresh token is valid. */
  refreshTokenValidity: number;
  scope?: string | null;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
  _token?: string;
}

export interface OAuthClientQuery {
  name?: string;
  enabledFlag?: 0 | 1 | '';
}

/** What a create (no id) or an update (id and version) sends. */
export interface OAuthClientSave {
  id?: number;
  objectVersionNumber?: number;
  name?: string;
  authorizedGrantTypes?: string;
  webServerRedirectUri?: string;
  accessTokenValidity?: number;
  refreshTokenValidity?: number;
  enabledFlag?: 0 | 1;
}

/** A comma-, space- or line-separated list as its entries (blank ones dropped, order kept). */
export function splitList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The entries as HZERO stores them: comma-separated, each once. */
export function joinList(entries: readonly string[]): string {
  return [...new Set(entries)].join(',');
}

/** One signed-in session (an access token that still works), as the Online Users page lists it. */
export interface OnlineUserDto {
  /** Names the session without its token (the token never leaves the gateway). */
  sessionId: string;
  userId: number;
  loginName: string;
  realName: string;
  tenantId: number;
  tenantName: string;
  roleId: number;
  roleName: string;
  /** The client signed in through. */
  clientName: string;
  loginIp: string;
  /** `YYYY-MM-DD HH:mm:ss` (GMT+8). */
  loginDate: string;
  lastAccessDate: string;
  expireDate: string;
  /** 1 for the caller's own session (which this page does not end). */
  currentFlag: 0 | 1;
}

export interface OnlineUserQuery {
  loginName?: string;
  realName?: string;
  clientName?: string;
  tenantId?: number | string;
}
