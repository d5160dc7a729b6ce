/** `GET {platform}/v1/currencys` (HZERO's spelling), site level: a page of currencies. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { CurrencyDto, CurrencyQuery } from '@polaris/core/services/platform/types';

export const fetchCurrencies = listEndpoint<CurrencyDto, CurrencyQuery>(
  'platform',
  'site',
  'currencys',
);
