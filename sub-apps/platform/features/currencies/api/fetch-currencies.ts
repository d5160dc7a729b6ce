/** `GET {platform}/v1/currencys` (HZERO's spelling), site level: a page of currencies. */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CurrencyDto, CurrencyQuery } from '@polaris/core/services/platform/types';

export function fetchCurrencies(
  query: CurrencyQuery = {},
  options?: CallOptions,
): Promise<Page<CurrencyDto>> {
  return request<Page<CurrencyDto>>(v1('platform', 'site', 'currencys'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
