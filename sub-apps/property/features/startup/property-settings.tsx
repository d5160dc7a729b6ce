/**
 * What the property variant's start-up learns (spec section 4, "Property variant start-up") and
 * every property page reads: the back office's authority codes, the tenant's label for a house
 * (its room alias) and whether records are synchronised with the property system. Provided once
 * for the mounted module by PropertyProvider.
 */
import { createContext, useContext } from 'react';

/** The label a house has until (or unless) the tenant's alias is known: 房间, "room". */
export const DEFAULT_HOUSE_ALIAS = '房间';

export interface PropertySettings {
  /** The back office's authority codes; null until they arrive (500 ms after start). */
  authority: readonly string[] | null;
  /** The authority call failed: pages say so and offer to ask again. */
  authorityFailed: boolean;
  /** The tenant's label for a house (600 ms after start; 房间 when the call fails). */
  houseAlias: string;
  /** Sync actions show only when true; null until known (600 ms; true when the call fails). */
  syncWuyeFlag: boolean | null;
  /** The organisation of the signed-in user, from the self user. */
  tenantId: number | null;
}

export const INITIAL_PROPERTY_SETTINGS: PropertySettings = {
  authority: null,
  authorityFailed: false,
  houseAlias: DEFAULT_HOUSE_ALIAS,
  syncWuyeFlag: null,
  tenantId: null,
};

export interface PropertyContextValue extends PropertySettings {
  /** Asks for the authority again (after it failed). */
  reloadAuthority(): void;
}

export const PropertyContext = createContext<PropertyContextValue>({
  ...INITIAL_PROPERTY_SETTINGS,
  reloadAuthority: () => undefined,
});

export function usePropertySettings(): PropertyContextValue {
  return useContext(PropertyContext);
}
