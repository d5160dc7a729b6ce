/**
 * `POST {platform}/v1[/{organizationId}]/profiles` creates a profile; `PUT` with the id and
 * version changes its description (never its name). Answers the saved profile.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { ProfileDto, ProfileSave } from '@polaris/core/services/platform/profile-types';
import type { ProfileScope } from './fetch-profiles';

export function saveProfile(
  scope: ProfileScope,
  profile: ProfileSave,
  options?: CallOptions,
): Promise<ProfileDto> {
  return request<ProfileDto>(v1('platform', scope, 'profiles'), {
    method: profile.profileId === undefined ? 'POST' : 'PUT',
    data: profile,
    ...options,
  });
}
