/**
 * `POST {platform}/v1[/{organizationId}]/profiles/{profileId}/values` adds a value for a level
 * (GLOBAL, a role's code, a user's login name); `PUT` with its id and version changes one.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ProfileValueDto,
  ProfileValueSave,
} from '@polaris/core/services/platform/profile-types';
import type { ProfileScope } from './fetch-profiles';

export function saveProfileValue(
  scope: ProfileScope,
  profileId: number,
  value: ProfileValueSave,
  options?: CallOptions,
): Promise<ProfileValueDto> {
  return request<ProfileValueDto>(v1('platform', scope, `profiles/${profileId}/values`), {
    method: value.profileValueId === undefined ? 'POST' : 'PUT',
    data: value,
    ...options,
  });
}
