/** `POST {platform}/v1/banks`: a new bank (site level), answered as saved; a code in use is refused. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { BankDto, BankSave } from '@polaris/core/services/platform/master-data-types';

export function createBank(bank: BankSave, options?: CallOptions): Promise<BankDto> {
  return request<BankDto>(v1('platform', 'site', 'banks'), {
    method: 'POST',
    data: bank,
    ...options,
  });
}
