/** `GET {platform}/v1/banks`, site level: a page of the platform's banks. */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { BankDto, BankQuery } from '@polaris/core/services/platform/master-data-types';

export const fetchBanks = listEndpoint<BankDto, BankQuery>('platform', 'site', 'banks');
