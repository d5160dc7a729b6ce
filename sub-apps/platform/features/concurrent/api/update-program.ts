/**
 * `PUT {scheduler}/v1/concurrents` with `{ concurrentId, objectVersionNumber, enabledFlag }`: a
 * platform program enabled or disabled (site roles holding `hsdr.concurrent.button.program`);
 * answers the program as saved (version + 1). A stale version fails.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ConcurrentProgramDto,
  ProgramEnable,
} from '@polaris/core/services/scheduler/concurrent-types';

export function updateProgram(
  change: ProgramEnable,
  options?: CallOptions,
): Promise<ConcurrentProgramDto> {
  return request<ConcurrentProgramDto>(v1('scheduler', 'site', 'concurrents'), {
    method: 'PUT',
    data: change,
    ...options,
  });
}
