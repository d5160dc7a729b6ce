/**
 * One profile's values as a resource: a value for everybody of its organisation (GLOBAL), for a
 * role (its code) or for a user (login name). The most specific one is what a user reads.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type { Translate } from '@polaris/core/kit/texts';
import {
  PROFILE_LEVELS,
  type ProfileDto,
  type ProfileLevelCode,
  type ProfileValueDto,
} from '@polaris/core/services/platform/profile-types';
import { deleteProfileValue } from './api/delete-profile-value';
import { fetchProfileValues } from './api/fetch-profile-values';
import type { ProfileScope } from './api/fetch-profiles';
import { saveProfileValue } from './api/save-profile-value';
import { profilePermission } from './profiles-resource';

const levelOptions = (t: Translate) =>
  PROFILE_LEVELS.map((level) => ({ value: level, label: t(`hpfm.profile.level.${level}`) }));

interface ValueValues {
  levelCode: ProfileLevelCode;
  levelValue: string;
  value: string;
}

export function profileValuesResource(scope: ProfileScope, profile: ProfileDto) {
  return defineResource<ProfileValueDto, object, ValueValues>({
    key: ['hpfm', 'profile-values', scope, profile.profileId],
    texts: 'hpfm.profileValue',
    title: 'hpfm.profileValue.title',
    endpoint: fetchProfileValues(scope, profile.profileId),
    rowKey: 'profileValueId',
    columns: [
      {
        field: 'levelCode',
        width: 120,
        render: (level: string, _row, cell) => cell.t(`hpfm.profile.level.${level}`),
      },
      { field: 'levelValue', width: 200, kind: 'code' },
      { field: 'levelValueDescription', width: 200 },
      { field: 'value', width: 200 },
    ],
    actions: [
      { key: 'edit', permission: profilePermission('edit') },
      {
        key: 'delete',
        permission: profilePermission('edit'),
        danger: true,
        confirm: {
          title: 'hpfm.profileValue.delete.title',
          values: (row) => ({ level: row.levelValue }),
        },
      },
    ],
    remove: async (rows) => {
      for (const row of rows) await deleteProfileValue(scope, row);
    },
    form: {
      createTitle: 'hpfm.profileValue.edit.new',
      editTitle: 'hpfm.profileValue.edit.title',
      titleValues: () => ({ name: profile.profileName }),
      createPermission: profilePermission('edit'),
      fields: [
        { name: 'levelCode', kind: 'select', required: true, options: levelOptions },
        { name: 'levelValue', maxLength: 60 },
        { name: 'value', required: true, maxLength: 240 },
      ],
      initial: (row) => ({
        levelCode: row?.levelCode ?? 'GLOBAL',
        levelValue: row && row.levelCode !== 'GLOBAL' ? row.levelValue : '',
        value: row?.value ?? '',
      }),
      save: (values, row) =>
        saveProfileValue(scope, profile.profileId, {
          levelCode: values.levelCode,
          levelValue: values.levelCode === 'GLOBAL' ? 'GLOBAL' : values.levelValue.trim(),
          value: values.value.trim(),
          ...(row && {
            profileValueId: row.profileValueId,
            objectVersionNumber: row.objectVersionNumber,
          }),
        }),
    },
  });
}
