/** `DELETE PROP/charge-standard` with `[{ standardId, objectVersionNumber }]`. */
import type { ChargeStandardRef } from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function deleteChargeStandards(rows: ChargeStandardRef[]): Promise<null> {
  return wyCall<null>('PROP/charge-standard', {
    method: 'DELETE',
    data: rows.map(({ standardId, objectVersionNumber }) => ({ standardId, objectVersionNumber })),
  });
}
