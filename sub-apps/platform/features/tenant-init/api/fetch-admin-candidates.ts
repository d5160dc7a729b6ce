/** `GET {iam}/hzero/v1/users/paging` (site form): the users who may become a new tenant's administrator. */
import { fetchPage } from '@polaris/core/request/fetch-page';
import type { Page } from '@polaris/core/request/paging';
import type { UserDto } from '@polaris/core/services/iam/identity-types';
import { gateway } from '@polaris/core/services/shared';

export function fetchAdminCandidates(): Promise<Page<UserDto>> {
  return fetchPage<UserDto>(`${gateway().iam}/hzero/v1/users/paging`, { page: 0, size: 100 });
}
