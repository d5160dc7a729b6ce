/**
 * `POST {platform}/v1/currencys`: defines a new currency (site level); answers it as saved. A code
 * already defined or not three capitals is refused, saying so.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CurrencyCreate, CurrencyDto } from '@polaris/core/services/platform/types';

export function createCurrency(
  currency: CurrencyCreate,
  options?: CallOptions,
): Promise<CurrencyDto> {
  return request<CurrencyDto>(v1('platform', 'site', 'currencys'), {
    method: 'POST',
    data: currency,
    ...options,
  });
}
