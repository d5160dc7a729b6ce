/**
 * `GET {iam}/hzero/v1/online-users` (site level): a page of the sessions signed in now, newest
 * first: who, which tenant and role, which client, from where, since when, last seen.
 */
import { hzeroListEndpoint } from '@polaris/core/services/iam/hzero-list';
import type { OnlineUserDto, OnlineUserQuery } from '@polaris/core/services/iam/client-types';

export const fetchOnlineUsers = hzeroListEndpoint<OnlineUserDto, OnlineUserQuery>('online-users');
