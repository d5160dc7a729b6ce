/**
 * What the property variant loads on start (spec section 4 "Property variant start-up"):
 * authority, the room label and the sync-with-property-system flag.
 */
import { request } from '../../request/client';
import { fetchProfileValue } from '../platform/profile-value';
import type { CallOptions } from '../shared';
import type { HouseAliasDto, WyAuthority, WyResponse } from './types';

/** The gateway prefix of the property back office (`{prefix}` in the call table). */
export const WY_PREFIX = '/wy';
/** Spec section 9: the default room label is the Chinese word for room. */
export const DEFAULT_HOUSE_ALIAS = '房间';
export const SYNC_WUYE_PROFILE = 'SYNC_WUYE_FLAG';

/** The result of a `/wy` answer, or undefined when it reports failure. */
export function wyResult<T>(response: WyResponse<T> | null | undefined): T | undefined {
  return response && response.success !== false ? response.result : undefined;
}

export function toHouseAlias(response: WyResponse<HouseAliasDto> | null | undefined): string {
  const alias = wyResult(response)?.houseAlias;
  return typeof alias === 'string' && alias.trim() ? alias.trim() : DEFAULT_HOUSE_ALIAS;
}

const TRUE_VALUES = new Set(['1', 'y', 'yes', 'true']);

/** A profile value as a flag: 1, Y, yes and true (any case) are set; anything else is not. */
export function isFlagSet(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && TRUE_VALUES.has(value.trim().toLowerCase());
}

/** Call table: `GET {prefix}/api/{version}/AuthorityApi/GetCurrentAuthority`; the result. */
export async function fetchCurrentAuthority(
  options?: CallOptions,
): Promise<WyAuthority | undefined> {
  return wyResult(
    await request<WyResponse<WyAuthority>>(`${WY_PREFIX}/api/v1/AuthorityApi/GetCurrentAuthority`, {
      method: 'GET',
      ...options,
    }),
  );
}

/**
 * Call table: `GET {prefix}/api/v1.0/PROP/charging-parameter-setting/house-alias`; gives
 * `result.houseAlias`, or the default label when the answer has none or reports failure.
 */
export async function fetchHouseAlias(options?: CallOptions): Promise<string> {
  return toHouseAlias(
    await request<WyResponse<HouseAliasDto>>(
      `${WY_PREFIX}/api/v1.0/PROP/charging-parameter-setting/house-alias`,
      { method: 'GET', ...options },
    ),
  );
}

/**
 * Call table: `GET /hpfm/v1/{tenantId}/profile-value?profileName=SYNC_WUYE_FLAG`, stored as
 * syncWuyeFlag: the profile read as a flag, and true when the call fails.
 */
export async function fetchSyncWuyeFlag(options?: CallOptions): Promise<boolean> {
  try {
    return isFlagSet(await fetchProfileValue(SYNC_WUYE_PROFILE, { silent: true, ...options }));
  } catch {
    return true;
  }
}
