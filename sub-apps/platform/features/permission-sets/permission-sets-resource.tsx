/**
 * The permission sets as a resource (/hiam/permission-set, page hzero.system.permission-set):
 * each set (a button code a page checks) with the page it hangs on, per level, and how many roles
 * hold it; searched by code, name, page and level. Read-only: sets come with the product's pages
 * and are given to roles on the Roles pages.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import type { Translate } from '@polaris/core/kit/texts';
import type {
  PermissionSetDto,
  PermissionSetQuery,
} from '@polaris/core/services/iam/role-admin-types';
import { fetchPermissionSets } from './api/fetch-permission-sets';

const levels = (t: Translate) => [
  { value: 'site', label: t('hiam.permissionSet.level.site') },
  { value: 'organization', label: t('hiam.permissionSet.level.organization') },
];

export const permissionSetsResource = defineResource<PermissionSetDto, PermissionSetQuery>({
  key: ['hiam', 'permission-sets'],
  texts: 'hiam.permissionSet',
  endpoint: fetchPermissionSets,
  rowKey: 'key',
  exportable: true,
  search: [
    { name: 'code', span: 6 },
    { name: 'menuCode', span: 6 },
    { name: 'level', kind: 'select', span: 6, options: levels },
  ],
  columns: [
    { field: 'code', width: 280, kind: 'code', sort: true },
    { field: 'name', width: 120 },
    { field: 'menuName', width: 160 },
    { field: 'menuCode', width: 220, kind: 'code' },
    {
      field: 'level',
      width: 100,
      render: (level: never, _set, cell) => cell.t(`hiam.permissionSet.level.${String(level)}`),
    },
    { field: 'roleCount', width: 90, kind: 'number', sort: true },
  ],
});
