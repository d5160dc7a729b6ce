/** The property-management (wuye) back office: its `/wy` envelope and bodies (spec 1, 4, 7). */

/** `/wy` answers `{ success, result }`; a failed call reads as `success: false` (spec 8). */
export interface WyResponse<T> {
  success: boolean;
  result?: T;
  message?: string;
  error?: { message: string; code?: number } | null;
  /** Marks answers whose outcome the client reports (spec section 8). */
  __pms?: boolean;
}

/** The current user's authority, set client-side for the authorization guards. */
export type WyAuthority = string | string[];

/** `GET /wy/api/v1.0/PROP/charging-parameter-setting/house-alias`: `result.houseAlias`. */
export interface HouseAliasDto {
  houseAlias?: string | null;
}
