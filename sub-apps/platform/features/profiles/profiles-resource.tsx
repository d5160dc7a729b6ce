/**
 * System profiles as a resource: searched by name and description (and organisation on the site
 * form); created, described and deleted behind `hpfm.profile.button.*`. Values opens the chosen
 * profile's values per level below the list. The site form manages every organisation's
 * profiles (tenant 0: the platform's, read by organisations without their own), the tenant form
 * the organisation's own.
 */
import { siteOnly } from '@polaris/core/kit/resource/scope';
import { defineResource, type FormFieldSpec } from '@polaris/core/kit/resource/types';
import type { ProfileDto, ProfileQuery } from '@polaris/core/services/platform/profile-types';
import { deleteProfile } from './api/delete-profile';
import { fetchProfiles, type ProfileScope } from './api/fetch-profiles';
import { saveProfile } from './api/save-profile';

export const profilePermission = (action: 'create' | 'edit' | 'delete') =>
  `hpfm.profile.button.${action}`;

/** Capital letters, digits, dots, underscores and hyphens, starting with a letter. */
export const PROFILE_NAME = /^[A-Z][A-Z0-9_.-]{0,59}$/;

interface ProfileValues {
  profileName: string;
  description: string;
  tenantId: number;
}

function profilesResource(scope: ProfileScope) {
  return defineResource<ProfileDto, ProfileQuery, ProfileValues>({
    key: ['hpfm', 'profiles', scope],
    texts: 'hpfm.profile',
    endpoint: fetchProfiles[scope],
    rowKey: 'profileId',
    search: [
      { name: 'profileName' },
      { name: 'description' },
      ...(scope === 'site' ? [{ name: 'tenantId', kind: 'number' as const, min: 0 }] : []),
    ],
    columns: [
      { field: 'profileName', width: 220, kind: 'code' },
      { field: 'description', width: 260 },
      ...(scope === 'site' ? [{ field: 'tenantName' as const, width: 200 }] : []),
    ],
    actions: [
      { key: 'values', quiet: true },
      { key: 'edit', permission: profilePermission('edit') },
      {
        key: 'delete',
        permission: profilePermission('delete'),
        danger: true,
        confirm: {
          title: 'hpfm.profile.delete.title',
          content: 'hpfm.profile.delete.content',
          values: (row) => ({ name: row.profileName }),
        },
      },
    ],
    remove: async (rows) => {
      for (const row of rows) await deleteProfile(scope, row);
    },
    form: {
      createTitle: 'hpfm.profile.edit.new',
      editTitle: 'hpfm.profile.edit.title',
      titleValues: (row) => ({ name: row.profileName }),
      createPermission: profilePermission('create'),
      fields: [
        {
          name: 'profileName',
          required: true,
          pattern: PROFILE_NAME,
          message: 'hpfm.profile.error.name',
          only: 'create',
        },
        { name: 'description', required: true, maxLength: 240 },
        ...siteOnly<FormFieldSpec>(scope, {
          name: 'tenantId',
          kind: 'number',
          min: 0,
          only: 'create',
        }),
      ],
      initial: (row) => ({
        profileName: row?.profileName ?? '',
        description: row?.description ?? '',
        tenantId: row?.tenantId ?? 0,
      }),
      save: (values, row) =>
        saveProfile(scope, {
          profileName: row?.profileName ?? values.profileName.trim(),
          description: values.description.trim(),
          ...(row
            ? { profileId: row.profileId, objectVersionNumber: row.objectVersionNumber }
            : scope === 'site' && { tenantId: values.tenantId }),
        }),
    },
  });
}

/** Every organisation's profiles (site form) and the organisation's own (tenant form). */
export const profilesResources = {
  site: profilesResource('site'),
  tenant: profilesResource('tenant'),
};
