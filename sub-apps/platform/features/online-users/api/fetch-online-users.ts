/**
 * `GET {iam}/hzero/v1/online-users` (site level): a page of the sessions signed in now, newest
 * first: who, which tenant and role, which client, from where, since when, last seen.
 */
import { iamHzeroList } from '@polaris/core/services/iam/hzero-path';
import type { OnlineUserDto, OnlineUserQuery } from '@polaris/core/services/iam/client-types';

export const fetchOnlineUsers = iamHzeroList<OnlineUserDto, OnlineUserQuery>(
  'site',
  'online-users',
);
