/**
 * `DELETE {platform}/v1/currencys` with `{ currencyId, objectVersionNumber }`: removes a currency
 * read at that version (a stale one is refused and kept).
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CurrencyRef } from '@polaris/core/services/platform/types';

export async function deleteCurrency(currency: CurrencyRef, options?: CallOptions): Promise<void> {
  const { currencyId, objectVersionNumber } = currency;
  await request<unknown>(v1('platform', 'site', 'currencys'), {
    method: 'DELETE',
    data: { currencyId, objectVersionNumber },
    ...options,
  });
}
