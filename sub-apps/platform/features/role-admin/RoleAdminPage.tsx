/**
 * The roles of one form (the declaration is role-resource.tsx). Its own behaviour: Copy opens the
 * kit's dialog for the new role's code and name (the copy keeps the source's menus, permission
 * sets and labels), Permissions opens the searchable tree of menus and permission sets, Members
 * the role's members.
 */
import { ResourceForm } from '@polaris/core/kit/resource/ResourceForm';
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import type { FormSpec } from '@polaris/core/kit/resource/types';
import type { IamForm } from '@polaris/core/services/iam/hzero-path';
import type { RoleAdminDto } from '@polaris/core/services/iam/role-admin-types';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { copyRole } from './api/copy-role';
import { MembersDrawer } from './MembersDrawer';
import { PermissionsDrawer } from './PermissionsDrawer';
import { ROLE_CODE, roleListKey, roleResource } from './role-resource';

type Open = { what: 'copy' | 'menus' | 'members'; role: RoleAdminDto } | null;

const copySpec = (form: IamForm): FormSpec<RoleAdminDto, { code: string; name: string }> => ({
  editTitle: 'hiam.roleAdmin.copy.title',
  titleValues: (role) => ({ code: role.code }),
  fields: [
    {
      name: 'code',
      required: true,
      maxLength: 60,
      pattern: ROLE_CODE,
      message: 'hiam.roleAdmin.error.code',
    },
    { name: 'name', required: true, maxLength: 64, message: 'hiam.roleAdmin.error.name' },
  ],
  initial: (role) => ({ code: `${role?.code ?? ''}-copy`, name: role?.name ?? '' }),
  save: (values, role) =>
    copyRole(form, (role as RoleAdminDto).id, {
      code: values.code.trim(),
      name: values.name.trim(),
    }),
});

export function RoleAdminPage({ form }: { form: IamForm }) {
  const resource = useMemo(() => roleResource(form), [form]);
  const copy = useMemo(() => copySpec(form), [form]);
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const opener = (what: 'copy' | 'menus' | 'members') => (role: RoleAdminDto) =>
    setOpen({ what, role });
  return (
    <ResourcePage
      resource={resource}
      onAction={{ copy: opener('copy'), menus: opener('menus'), members: opener('members') }}
      below={
        <>
          {open?.what === 'copy' && (
            <ResourceForm
              spec={copy}
              texts="hiam.roleAdmin"
              row={open.role}
              onClose={close}
              onSaved={() => {
                close();
                void client.invalidateQueries({ queryKey: roleListKey(form) });
              }}
            />
          )}
          {open?.what === 'menus' && (
            <PermissionsDrawer form={form} role={open.role} onClose={close} />
          )}
          {open?.what === 'members' && (
            <MembersDrawer form={form} role={open.role} onClose={close} />
          )}
        </>
      }
    />
  );
}
