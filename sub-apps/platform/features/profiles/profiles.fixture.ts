/** Profiles and values the page tests share. */
import type { ProfileDto, ProfileValueDto } from '@polaris/core/services/platform/profile-types';

export const profile = (profileId: number, profileName: string, tenantId = 1): ProfileDto => ({
  profileId,
  tenantId,
  tenantName: tenantId === 0 ? 'HZERO Platform' : 'Acme Property',
  profileName,
  description: `${profileName} description`,
  objectVersionNumber: 1,
});

export const globalValue = (profileId: number, value: string): ProfileValueDto => ({
  profileValueId: 10 + profileId,
  profileId,
  levelCode: 'GLOBAL',
  levelValue: 'GLOBAL',
  levelValueDescription: 'Acme Property',
  value,
  objectVersionNumber: 1,
});
