/**
 * `POST {iam}/hzero/v1[/{organizationId}]/users/{userId}/locked|unlocked` and
 * `PUT …/users/{userId}/admin-password` (the new password RSA-encrypted): an administrator's
 * actions on one user, each answering the user's row.
 */
import { request } from '@polaris/core/request/client';
import type { UserDto } from '@polaris/core/services/iam/identity-types';
import { encryptedForGateway } from '@polaris/core/services/platform/public-key';
import { usersBase, type UserForm } from './user-paths';

export function setLocked(form: UserForm, user: UserDto, locked: boolean): Promise<UserDto> {
  return request<UserDto>(`${usersBase(form)}/users/${user.id}/${locked ? 'locked' : 'unlocked'}`, {
    method: 'POST',
  });
}

export async function resetPassword(
  form: UserForm,
  user: UserDto,
  newPassword: string,
): Promise<UserDto> {
  const password = await encryptedForGateway(newPassword);
  return request<UserDto>(`${usersBase(form)}/users/${user.id}/admin-password`, {
    method: 'PUT',
    data: { password },
  });
}
