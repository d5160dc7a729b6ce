/** `GET /wy/api/v1.0/PROP/charging-parameter-setting/house-alias`: the tenant's label for a house. */
import { wyCall } from '@polaris/core/services/property/wy-call';

export async function fetchHouseAlias(): Promise<string | undefined> {
  const result = await wyCall<{ houseAlias?: unknown } | null>(
    'PROP/charging-parameter-setting/house-alias',
    { silent: true },
  );
  return typeof result?.houseAlias === 'string' ? result.houseAlias : undefined;
}
