// Seed system profiles (HZERO "配置维护"): the platform's (tenant 0) and the organisations' own,
// each with its values per level. SYNC_WUYE_FLAG is read by the property app's start-up: on for
// Acme (its own profile), off for everybody else (the platform's value).
import type { ProfileLevelCode } from '../../src/services/platform/profile-types';

export interface SeedProfile {
  tenantId: number;
  profileName: string;
  description: string;
  values: { levelCode: ProfileLevelCode; levelValue: string; value: string }[];
}

const global = (value: string) => ({ levelCode: 'GLOBAL' as const, levelValue: 'GLOBAL', value });

export const seedProfiles: SeedProfile[] = [
  {
    tenantId: 0,
    profileName: 'SYNC_WUYE_FLAG',
    description: '与物业系统同步房屋',
    values: [global('false')],
  },
  {
    tenantId: 1,
    profileName: 'SYNC_WUYE_FLAG',
    description: '与物业系统同步房屋',
    values: [global('true')],
  },
  {
    tenantId: 2,
    profileName: 'GLOBEX.SHIFT_HOURS',
    description: 'Hours of a production shift',
    values: [global('8')],
  },
];
