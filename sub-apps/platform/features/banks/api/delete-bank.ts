/** `DELETE {platform}/v1/banks` with `{ bankId, objectVersionNumber }`: removes a bank read at that version. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { BankDto } from '@polaris/core/services/platform/master-data-types';

export async function deleteBank(bank: BankDto, options?: CallOptions): Promise<void> {
  const { bankId, objectVersionNumber } = bank;
  await request<unknown>(v1('platform', 'site', 'banks'), {
    method: 'DELETE',
    data: { bankId, objectVersionNumber },
    ...options,
  });
}
