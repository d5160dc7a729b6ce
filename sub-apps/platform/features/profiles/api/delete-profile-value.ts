/**
 * `DELETE {platform}/v1[/{organizationId}]/profiles/{profileId}/values` with `{ profileValueId,
 * objectVersionNumber }`: removes one value (the level then reads the next less specific one).
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProfileValueDto } from '@polaris/core/services/platform/profile-types';
import type { ProfileScope } from './fetch-profiles';

export function deleteProfileValue(
  scope: ProfileScope,
  {
    profileId,
    profileValueId,
    objectVersionNumber,
  }: Pick<ProfileValueDto, 'profileId' | 'profileValueId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<unknown> {
  return request(v1('platform', scope, `profiles/${profileId}/values`), {
    method: 'DELETE',
    data: { profileValueId, objectVersionNumber },
    ...options,
  });
}
