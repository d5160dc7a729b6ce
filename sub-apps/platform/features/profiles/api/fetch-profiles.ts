/**
 * `GET {platform}/v1[/{organizationId}]/profiles`: a page of system profiles, every
 * organisation's on the site form, the organisation's own on the tenant form.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { ProfileDto, ProfileQuery } from '@polaris/core/services/platform/profile-types';

export type ProfileScope = 'site' | 'tenant';

export const fetchProfiles: Record<ProfileScope, ListEndpoint<ProfileDto, ProfileQuery>> = {
  site: listEndpoint('platform', 'site', 'profiles'),
  tenant: listEndpoint('platform', 'tenant', 'profiles'),
};
