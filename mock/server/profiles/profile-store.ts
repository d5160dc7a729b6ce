// System profiles per organisation (tenant 0: the platform's) and their values per level. A
// profile's name is unique in its organisation and never changes; a level value (GLOBAL, a role,
// a user) appears once per profile. `resolve` answers profile-value with the most specific value.
import type {
  ProfileDto,
  ProfileSave,
  ProfileValueDto,
  ProfileValueSave,
} from '../../../src/services/platform/profile-types';
import { seedProfiles } from '../../data/profiles';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';
import { resolveProfileValue, type ProfileAsker } from './resolve-profile';

export const PROFILE_NAME = /^[A-Z][A-Z0-9_.-]{0,59}$/;

type StoredProfile = Omit<ProfileDto, 'tenantName'>;

export class ProfileStore {
  private profiles: StoredProfile[] = [];
  private values: ProfileValueDto[] = [];
  private nextId = 1;
  private nextValueId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.profiles = [];
    this.values = [];
    this.nextId = 1;
    this.nextValueId = 1;
    for (const seed of seedProfiles) {
      const profile = this.save(seed.tenantId, seed);
      for (const value of seed.values) {
        this.saveValue(seed.tenantId, profile.profileId, value, value.levelValue);
      }
    }
  }

  /** One organisation's profiles, or every one's (`all`), by name then organisation. */
  list(tenant: number | 'all'): StoredProfile[] {
    return this.profiles
      .filter((row) => tenant === 'all' || row.tenantId === tenant)
      .sort((a, b) => a.profileName.localeCompare(b.profileName) || a.tenantId - b.tenantId)
      .map((row) => ({ ...row }));
  }

  /** A profile of the organisation (`all`: of any), else not found. */
  find(tenant: number | 'all', profileId: number): StoredProfile {
    const stored = this.profiles.find(
      (row) => row.profileId === profileId && (tenant === 'all' || row.tenantId === tenant),
    );
    if (!stored) throw notFound('配置不存在', 'The profile does not exist');
    return stored;
  }

  save(tenantId: number, input: ProfileSave): StoredProfile {
    if (input.profileId === undefined) {
      if (!PROFILE_NAME.test(input.profileName)) {
        throw invalid(
          '配置编码须为大写字母、数字、点、下划线或连字符，以字母开头',
          'profileName: capital letters, digits, dots, underscores or hyphens, starting with a letter',
        );
      }
      if (
        this.profiles.some((r) => r.tenantId === tenantId && r.profileName === input.profileName)
      ) {
        throw new AdminFailure('error.data_exists', {
          zh_CN: `配置 ${input.profileName} 已存在`,
          en_US: `Profile ${input.profileName} already exists`,
        });
      }
      const created: StoredProfile = {
        profileId: this.nextId++,
        tenantId,
        profileName: input.profileName,
        description: input.description,
        objectVersionNumber: 1,
      };
      this.profiles.push(created);
      return { ...created };
    }
    const stored = this.find(tenantId, input.profileId);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    stored.description = input.description;
    stored.objectVersionNumber += 1;
    return { ...stored };
  }

  /** Removes a profile with its values. */
  remove(tenantId: number, profileId: number, version: number): void {
    const stored = this.find(tenantId, profileId);
    checkVersion(stored, version);
    this.profiles = this.profiles.filter((row) => row !== stored);
    this.values = this.values.filter((row) => row.profileId !== profileId);
  }

  valuesOf(tenantId: number, profileId: number): ProfileValueDto[] {
    this.find(tenantId, profileId);
    const order = { GLOBAL: 0, ROLE: 1, USER: 2 };
    return this.values
      .filter((row) => row.profileId === profileId)
      .sort(
        (a, b) =>
          order[a.levelCode] - order[b.levelCode] || a.levelValue.localeCompare(b.levelValue),
      )
      .map((row) => ({ ...row }));
  }

  /** Creates or changes a value; `description` is the level value's meaning (a role's name…). */
  saveValue(
    tenantId: number,
    profileId: number,
    input: ProfileValueSave,
    description: string,
  ): ProfileValueDto {
    this.find(tenantId, profileId);
    const clash = this.values.find(
      (row) =>
        row.profileId === profileId &&
        row.levelCode === input.levelCode &&
        row.levelValue === input.levelValue &&
        row.profileValueId !== input.profileValueId,
    );
    if (clash) {
      throw new AdminFailure('error.data_exists', {
        zh_CN: `该配置已有 ${input.levelCode} ${input.levelValue} 的值`,
        en_US: `The profile already has a value for ${input.levelCode} ${input.levelValue}`,
      });
    }
    if (input.profileValueId === undefined) {
      const created: ProfileValueDto = {
        profileValueId: this.nextValueId++,
        profileId,
        levelCode: input.levelCode,
        levelValue: input.levelValue,
        levelValueDescription: description,
        value: input.value,
        objectVersionNumber: 1,
      };
      this.values.push(created);
      return { ...created };
    }
    const stored = this.findValue(profileId, input.profileValueId);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    Object.assign(stored, {
      levelCode: input.levelCode,
      levelValue: input.levelValue,
      levelValueDescription: description,
      value: input.value,
      objectVersionNumber: stored.objectVersionNumber + 1,
    });
    return { ...stored };
  }

  removeValue(tenantId: number, profileId: number, valueId: number, version: number): void {
    this.find(tenantId, profileId);
    const stored = this.findValue(profileId, valueId);
    checkVersion(stored, version);
    this.values = this.values.filter((row) => row !== stored);
  }

  /** The value of a profile name the asker gets (HZERO profile-value), or undefined. */
  resolve(profileName: string, asker: ProfileAsker): string | undefined {
    const tenantOf = new Map(
      this.profiles
        .filter((row) => row.profileName === profileName)
        .map((row) => [row.profileId, row.tenantId]),
    );
    const entries = this.values.flatMap((row) => {
      const tenantId = tenantOf.get(row.profileId);
      return tenantId === undefined ? [] : [{ ...row, tenantId }];
    });
    return resolveProfileValue(entries, asker);
  }

  private findValue(profileId: number, valueId: number): ProfileValueDto {
    const stored = this.values.find(
      (row) => row.profileValueId === valueId && row.profileId === profileId,
    );
    if (!stored) throw notFound('配置值不存在', 'The profile value does not exist');
    return stored;
  }
}
