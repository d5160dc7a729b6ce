/**
 * `PUT PROP/charging-parameter-setting/house-alias` with `{ houseAlias }`: the organisation's
 * label for a house (required, at most 10 characters; `acme.property.standard.button.alias`).
 * The start-up reads it (`GET` of the same address), so the pages show it after a reload.
 */
import { useMutation } from '@tanstack/react-query';
import type { HouseAliasDto } from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function saveHouseAlias(houseAlias: string): Promise<HouseAliasDto> {
  return wyCall<HouseAliasDto>('PROP/charging-parameter-setting/house-alias', {
    method: 'PUT',
    data: { houseAlias },
  });
}

export function useSaveHouseAlias() {
  // a failure: the request layer's message shows in place (the panel), what was typed stays
  return useMutation({ mutationFn: saveHouseAlias });
}
