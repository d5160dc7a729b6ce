/**
 * Addresses of the IAM service's `/hzero/v1` API (roles, labels, permission sets, the API
 * catalogue): the site form, or the tenant form with the organisation the client fills in.
 *
 *     iamHzeroPath('tenant', 'roles/copy') // '/iam/hzero/v1/{tenantId}/roles/copy'
 *     const fetchLabels = iamHzeroList<LabelDto, LabelQuery>('site', 'labels');
 */
import { fetchPage } from '../../request/fetch-page';
import type { ListEndpoint } from '../list-endpoint';
import { gateway } from '../shared';

export type IamForm = 'site' | 'tenant';

export function iamHzeroPath(form: IamForm, path: string): string {
  const tenant = form === 'tenant' ? '/{tenantId}' : '';
  return `${gateway().iam}/hzero/v1${tenant}/${path.replace(/^\/+/, '')}`;
}

/** A paged list of the IAM `/hzero/v1` API, the shape every list page reads. */
export function iamHzeroList<T, Q extends object = object>(
  form: IamForm,
  path: string,
): ListEndpoint<T, Q> {
  const url = () => iamHzeroPath(form, path);
  return Object.assign(
    (query: object | undefined, options?: Parameters<typeof fetchPage>[2]) =>
      fetchPage<T>(url(), query ?? {}, options),
    { url },
  );
}
