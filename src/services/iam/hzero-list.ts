/**
 * A paged list under the identity service's `/hzero/v1` (`{iam}/hzero/v1/clients`): the same
 * `ListEndpoint` shape `listEndpoint` gives the `/v1` lists, so a resource page takes either.
 */
import { fetchPage } from '../../request/fetch-page';
import type { ListEndpoint } from '../list-endpoint';
import { gateway } from '../shared';

export function hzeroListEndpoint<T, Q extends object = object>(path: string): ListEndpoint<T, Q> {
  const url = () => `${gateway().iam}/hzero/v1/${path.replace(/^\/+/, '')}`;
  return Object.assign(
    (query?: Q, options?: Parameters<ListEndpoint<T, Q>>[1]) =>
      fetchPage<T>(url(), query ?? {}, options),
    { url },
  );
}
