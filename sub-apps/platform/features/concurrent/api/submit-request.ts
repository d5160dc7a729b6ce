/**
 * `POST {scheduler}/v1/{organizationId}/concurrent-requests` with `{ concurrentId, requestParam }`:
 * runs an enabled program once; answers the new request (PENDING). A disabled program, a missing
 * required parameter (the message names it) or a role without `hsdr.concurrent.button.submit`
 * (HTTP 403) fails.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ConcurrentRequestDto,
  RequestSubmit,
} from '@polaris/core/services/scheduler/concurrent-types';

export function submitRequest(
  submit: RequestSubmit,
  options?: CallOptions,
): Promise<ConcurrentRequestDto> {
  return request<ConcurrentRequestDto>(v1('scheduler', 'tenant', 'concurrent-requests'), {
    method: 'POST',
    data: submit,
    ...options,
  });
}
