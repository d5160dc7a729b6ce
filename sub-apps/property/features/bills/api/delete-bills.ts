/** `DELETE PROP/bill` with `[{ billId, objectVersionNumber }]`: unpaid bills only. */
import type { BillRef } from '@polaris/core/services/property/charging-types';
import { wyCall } from '@polaris/core/services/property/wy-call';

export function deleteBills(rows: BillRef[]): Promise<null> {
  return wyCall<null>('PROP/bill', {
    method: 'DELETE',
    data: rows.map(({ billId, objectVersionNumber }) => ({ billId, objectVersionNumber })),
  });
}
