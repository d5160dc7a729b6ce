/**
 * `PUT {platform}/v1/banks`: saves a bank's changed fields (names in the caller's language) when
 * `objectVersionNumber` is still current; answers the saved bank.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { BankDto, BankSave } from '@polaris/core/services/platform/master-data-types';

export function updateBank(
  bank: Partial<BankSave> & { bankId: number; objectVersionNumber: number },
  options?: CallOptions,
): Promise<BankDto> {
  return request<BankDto>(v1('platform', 'site', 'banks'), {
    method: 'PUT',
    data: bank,
    ...options,
  });
}
