/**
 * `GET {platform}/v1[/{organizationId}]/profiles/{profileId}/values`: one profile's values per
 * level (GLOBAL, then roles, then users).
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { ProfileValueDto } from '@polaris/core/services/platform/profile-types';
import type { ProfileScope } from './fetch-profiles';

export const fetchProfileValues = (
  scope: ProfileScope,
  profileId: number,
): ListEndpoint<ProfileValueDto> => listEndpoint('platform', scope, `profiles/${profileId}/values`);
