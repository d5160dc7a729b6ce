/**
 * `POST {scheduler}/v1/{organizationId}/job-info/{action}` with `{ jobId, objectVersionNumber }`:
 * what the start, pause, resume and trigger calls share. Answers the job as saved (new version).
 * A job in the wrong status, a stale version or a role without the action's permission
 * (`hsdr.job-info.button.{action}`, HTTP 403) fails.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { JobAction, JobInfoDto, JobRef } from '@polaris/core/services/scheduler/types';

export function postJobAction(
  action: JobAction,
  { jobId, objectVersionNumber }: JobRef,
  options?: CallOptions,
): Promise<JobInfoDto> {
  return request<JobInfoDto>(v1('scheduler', 'tenant', `job-info/${action}`), {
    method: 'POST',
    data: { jobId, objectVersionNumber },
    ...options,
  });
}
