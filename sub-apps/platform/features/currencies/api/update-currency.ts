/**
 * `PUT {platform}/v1/currencys`: saves one currency's changed fields (the name in the caller's
 * language) when `objectVersionNumber` is still current; answers the saved currency.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CurrencyDto, CurrencyUpdate } from '@polaris/core/services/platform/types';

export function updateCurrency(
  update: CurrencyUpdate,
  options?: CallOptions,
): Promise<CurrencyDto> {
  return request<CurrencyDto>(v1('platform', 'site', 'currencys'), {
    method: 'PUT',
    data: update,
    ...options,
  });
}
