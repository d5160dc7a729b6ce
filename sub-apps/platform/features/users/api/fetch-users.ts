/** `GET {iam}/hzero/v1[/{organizationId}]/users/paging`: a page of the users the form reaches. */
import { fetchPage } from '@polaris/core/request/fetch-page';
import type { ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { UserDto, UserQuery } from '@polaris/core/services/iam/identity-types';
import { usersBase, type UserForm } from './user-paths';

export function usersEndpoint(form: UserForm): ListEndpoint<UserDto, UserQuery> {
  const url = () => `${usersBase(form)}/users/paging`;
  return Object.assign(
    (query?: UserQuery, options?: Parameters<ListEndpoint<UserDto, UserQuery>>[1]) =>
      fetchPage<UserDto>(url(), query ?? {}, options),
    { url },
  );
}
