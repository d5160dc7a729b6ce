/**
 * System profiles (HZERO "配置维护", `/hpfm/v1[/{organizationId}]/profiles`): named settings with
 * values per level. A profile belongs to the platform (tenant 0) or to one organisation; its
 * values are for everybody of it (`GLOBAL`), for a role (`ROLE`, the role's code) or for a user
 * (`USER`, the login name). `profile-value?profileName=` answers the most specific value.
 */

export type ProfileLevelCode = 'GLOBAL' | 'ROLE' | 'USER';

export const PROFILE_LEVELS: readonly ProfileLevelCode[] = ['GLOBAL', 'ROLE', 'USER'];

export interface ProfileDto {
  profileId: number;
  tenantId: number;
  tenantName: string;
  /** Capitals, digits and `_ . -`, unique in its organisation; never changed. */
  profileName: string;
  description: string;
  objectVersionNumber: number;
}

export interface ProfileQuery {
  profileName?: string;
  description?: string;
  /** Site form only: one organisation's profiles. */
  tenantId?: number;
}

export interface ProfileSave {
  profileId?: number;
  objectVersionNumber?: number;
  profileName: string;
  description: string;
  /** Site form only: whose profile a new one is (default the platform's, 0). */
  tenantId?: number;
}

export interface ProfileValueDto {
  profileValueId: number;
  profileId: number;
  levelCode: ProfileLevelCode;
  /** `GLOBAL`, a role's code or a user's login name. */
  levelValue: string;
  /** The role's or user's name (the level's meaning for GLOBAL). */
  levelValueDescription: string;
  value: string;
  objectVersionNumber: number;
}

export interface ProfileValueSave {
  profileValueId?: number;
  objectVersionNumber?: number;
  levelCode: ProfileLevelCode;
  levelValue: string;
  value: string;
}
