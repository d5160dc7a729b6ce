/**
 * `GET {iam}/hzero/v2/roles/self/assignable-roles`: the roles the caller may give (a platform
 * administrator: every tenant's; an organisation's: its own), for the user form's roles.
 */
import { request } from '@polaris/core/request/client';
import type { AssignableRoleDto } from '@polaris/core/services/iam/identity-types';
import { gateway } from '@polaris/core/services/shared';

export function fetchAssignableRoles(): Promise<AssignableRoleDto[]> {
  return request<AssignableRoleDto[]>(`${gateway().iam}/hzero/v2/roles/self/assignable-roles`);
}
