/**
 * The members of one role as a resource (a list inside the Members drawer): searched by account
 * and name, each removable (asked first).
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { enabledStatus } from '@polaris/core/kit/status/row-status';
import type { IamForm } from '@polaris/core/services/iam/hzero-path';
import type {
  RoleAdminDto,
  RoleMemberDto,
  RoleMemberQuery,
} from '@polaris/core/services/iam/role-admin-types';
import { fetchRoleMembers } from './api/fetch-role-members';
import { removeMembers } from './api/remove-members';
import { roleButton, roleListKey } from './role-resource';

export const membersKey = (form: IamForm, roleId: number) =>
  ['hiam', 'role-members', form, roleId] as const;

export function membersResource(form: IamForm, role: RoleAdminDto) {
  return defineResource<RoleMemberDto, RoleMemberQuery>({
    key: membersKey(form, role.id),
    alsoChanges: [roleListKey(form)],
    texts: 'hiam.roleAdmin.members',
    endpoint: fetchRoleMembers(form, role.id),
    rowKey: 'memberId',
    search: [
      { name: 'loginName', span: 8 },
      { name: 'realName', span: 8 },
    ],
    columns: [
      { field: 'loginName', width: 160 },
      { field: 'realName', width: 160 },
      { field: 'enabled', width: 100, kind: 'status', status: enabledStatus },
    ],
    actions: [
      {
        key: 'remove',
        permission: roleButton(form, 'members'),
        danger: true,
        confirm: {
          title: 'hiam.roleAdmin.members.remove.title',
          values: (member) => ({ name: member.realName }),
        },
        run: (member) => removeMembers(form, [member]),
      },
    ],
  });
}
