/**
 * `DELETE {platform}/v1[/{organizationId}]/profiles` with `{ profileId, objectVersionNumber }`:
 * removes a profile with its values.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProfileDto } from '@polaris/core/services/platform/profile-types';
import type { ProfileScope } from './fetch-profiles';

export function deleteProfile(
  scope: ProfileScope,
  { profileId, objectVersionNumber }: Pick<ProfileDto, 'profileId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<unknown> {
  return request(v1('platform', scope, 'profiles'), {
    method: 'DELETE',
    data: { profileId, objectVersionNumber },
    ...options,
  });
}
