/**
 * Paged lists of the gateway services: the one shape every list fetcher has.
 */
import { fetchPage } from '../request/fetch-page';
import type { Page } from '../request/paging';
import { v1, type CallOptions, type PublicScope } from './shared';
import type { GatewayServices } from '../config/runtime';

/**
 * A paged list of a gateway service: where it is, and reading one page of it with the search form's values (empty ones dropped).
 *
 *     export const fetchJobs = listEndpoint<JobInfoDto, JobQuery>('scheduler', 'tenant', 'job-info');
 *     await fetchJobs({ jobCode: 'a', page: 0, size: 10 });
 *     fetchJobs.url(); // '/hsdr/v1/{tenantId}/job-info' (the client fills the organisation)
 */
export interface ListEndpoint<T, Q extends object = object> {
  (query?: Q & PagedFields, options?: CallOptions): Promise<Page<T>>;
  url(): string;
}

interface PagedFields {
  page?: number;
  size?: number;
  sort?: string;
}

export function listEndpoint<T, Q extends object = object>(
  service: keyof GatewayServices,
  scope: PublicScope,
  path: string,
): ListEndpoint<T, Q> {
  const url = () => v1(service, scope, path);
  const fetch = (query: (Q & PagedFields) | undefined, options?: CallOptions) =>
    fetchPage<T>(url(), query ?? {}, options);
  return Object.assign(fetch, { url });
}
