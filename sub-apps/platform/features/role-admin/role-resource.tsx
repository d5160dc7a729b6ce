/**
 * The roles as a resource, in the site form (/hiam/role: every tenant's roles, page
 * hzero.system.role) or the tenant form (/hiam/role-org: the organisation's, hzero.org.role):
 * searched by code, name and status; created and edited in the kit's dialog (a new role is
 * created in the tenant chosen, the site form only); enabled or disabled from the row; Copy,
 * Permissions and Members are the page's own (RoleAdminPage).
 */
import type { LovChoice } from '@polaris/core/kit/lov/lov-choice';
import { enabledOptions } from '@polaris/core/kit/resource/enable-actions';
import { defineResource, type ResourceDefinition } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto, RoleAdminQuery } from '@polaris/core/services/iam/role-admin-types';
import { Space, Tag } from 'antd';
import { createRole } from './api/create-role';
import { disableRole } from './api/disable-role';
import { enableRole } from './api/enable-role';
import { fetchRoles } from './api/fetch-roles';
import { updateRole } from './api/update-role';
import { LabelSelect } from './LabelSelect';

export interface RoleValues {
  code: string;
  name: string;
  tenant?: LovChoice | null;
  labels: string[];
}

/** The role page's code of a form; its buttons are `${code}.button.${action}`. */
export const rolePageCode = (form: IamForm): string =>
  form === 'site' ? 'hzero.system.role' : 'hzero.org.role';

export const roleButton = (form: IamForm, action: string): string =>
  `${rolePageCode(form)}.button.${action}`;

/** Role codes: letters, digits, dots, underscores and hyphens, starting with a letter or digit. */
export const ROLE_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const roleListKey = (form: IamForm) => ['hiam', 'roles', form] as const;

export function roleResource(
  form: IamForm,
): ResourceDefinition<RoleAdminDto, RoleAdminQuery, RoleValues> {
  const button = (action: string) => roleButton(form, action);
  return defineResource<RoleAdminDto, RoleAdminQuery, RoleValues>({
    key: roleListKey(form),
    texts: 'hiam.roleAdmin',
    endpoint: fetchRoles[form],
    rowKey: 'id',
    search: [
      { name: 'code', span: 6 },
      { name: 'name', span: 6 },
      {
        name: 'enabled',
        kind: 'select',
        span: 6,
        options: enabledOptions,
      },
    ],
    columns: [
      { field: 'code', width: 200, kind: 'code', sort: true },
      { field: 'name', width: 180 },
      ...(form === 'site' ? [{ field: 'tenantName', width: 180 }] : []),
      {
        field: 'labels',
        width: 180,
        render: (labels: never, role: RoleAdminDto) => (
          <Space size={[0, 4]} wrap>
            {role.labels.map((label) => (
              <Tag key={label}>{label}</Tag>
            ))}
          </Space>
        ),
        noExport: true,
      },
      { field: 'menuCount', width: 90, kind: 'number', sort: true },
      { field: 'memberCount', width: 90, kind: 'number', sort: true },
      { field: 'enabled', width: 100, kind: 'status', status: enabledStatus },
    ],
    visibleActions: 4,
    actions: [
      { key: 'edit', permission: button('edit') },
      { key: 'menus', permission: button('menus') },
      { key: 'members', permission: button('members') },
      { key: 'copy', permission: button('copy') },
      {
        key: 'enable',
        permission: button('status'),
        when: (role) => !role.enabled,
        run: (role) => enableRole(form, role),
      },
      {
        key: 'disable',
        permission: button('status'),
        danger: true,
        when: (role) => role.enabled && role.adminFlag !== 1,
        confirm: {
          title: 'hiam.roleAdmin.disable.title',
          content: 'hiam.roleAdmin.disable.content',
          values: (role) => ({ name: role.name }),
        },
        run: (role) => disableRole(form, role),
      },
    ],
    form: {
      createTitle: 'hiam.roleAdmin.create.title',
      editTitle: 'hiam.roleAdmin.edit.title',
      titleValues: (role) => ({ code: role.code }),
      createPermission: button('create'),
      fields: [
        {
          name: 'code',
          required: true,
          maxLength: 60,
          pattern: ROLE_CODE,
          message: 'hiam.roleAdmin.error.code',
          only: 'create',
        },
        { name: 'name', required: true, maxLength: 64, message: 'hiam.roleAdmin.error.name' },
        ...(form === 'site'
          ? [
              {
                name: 'tenant',
                kind: 'lovView' as const,
                viewCode: 'HPFM.TENANT',
                required: true,
                only: 'create' as const,
              },
            ]
          : []),
        { name: 'labels', kind: 'custom', render: () => <LabelSelect /> },
      ],
      initial: (role) => ({
        code: role?.code ?? '',
        name: role?.name ?? '',
        tenant: null,
        labels: role?.labels ?? [],
      }),
      save: (values, role) =>
        role
          ? updateRole(form, {
              id: role.id,
              objectVersionNumber: role.objectVersionNumber,
              name: values.name.trim(),
              labels: values.labels,
            })
          : createRole(form, {
              code: values.code.trim(),
              name: values.name.trim(),
              labels: values.labels,
              ...(values.tenant ? { tenantId: Number(values.tenant.value) } : {}),
            }),
    },
  });
}
