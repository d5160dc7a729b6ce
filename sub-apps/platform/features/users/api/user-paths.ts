/**
 * Where the user administration's calls go: the site form (`{iam}/hzero/v1/…`, the platform's
 * users) or the tenant form (`{iam}/hzero/v1/{organizationId}/…`, the organisation's).
 */
import { gateway } from '@polaris/core/services/shared';

export type UserForm = 'site' | 'tenant';

export const usersBase = (form: UserForm): string =>
  `${gateway().iam}/hzero/v1${form === 'tenant' ? '/{tenantId}' : ''}`;
