/**
 * `POST {iam}/hzero/v1[/{organizationId}]/users` (a new user, the password RSA-encrypted as
 * sign-in sends it) and `PUT` the same path (the fields present; `memberRoleList` replaces the
 * roles the form shows). Each answers the user's row.
 */
import { request } from '@polaris/core/request/client';
import type { UserCreate, UserDto, UserUpdate } from '@polaris/core/services/iam/identity-types';
import { encryptedForGateway } from '@polaris/core/services/platform/public-key';
import { usersBase, type UserForm } from './user-paths';

export async function createUser(form: UserForm, user: UserCreate): Promise<UserDto> {
  const password = await encryptedForGateway(user.password);
  return request<UserDto>(`${usersBase(form)}/users`, {
    method: 'POST',
    data: { ...user, password },
  });
}

export function updateUser(form: UserForm, update: UserUpdate): Promise<UserDto> {
  return request<UserDto>(`${usersBase(form)}/users`, { method: 'PUT', data: update });
}
