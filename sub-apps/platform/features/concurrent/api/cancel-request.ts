/**
 * `POST {scheduler}/v1/{organizationId}/concurrent-requests/{requestId}/cancel`: stops a pending
 * or running request (UNEXECUTE, or FAILED once it ran); a finished one is refused
 * (`error.concurrent.request_finished`), as is a role without `hsdr.concurrent.button.cancel`.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ConcurrentRequestDto } from '@polaris/core/services/scheduler/concurrent-types';

export function cancelRequest(
  { requestId }: Pick<ConcurrentRequestDto, 'requestId'>,
  options?: CallOptions,
): Promise<ConcurrentRequestDto> {
  return request<ConcurrentRequestDto>(
    v1('scheduler', 'tenant', `concurrent-requests/${requestId}/cancel`),
    { method: 'POST', ...options },
  );
}
