/**
 * Lookups ("List of values", spec section 3: `lovCode` is the query key). The call table's
 * `[pub/ or {orgId}/]` and `[{orgId}/]` parts are the `scope` argument.
 */
import type { Page } from '../../request/paging';
import { request } from '../../request/client';
import { v1, type CallOptions, type PublicScope, type TenantScope } from '../shared';
import type { LovValueDto, LovViewInfoDto } from './types';

/** Call table: `GET {platform}/v1/[pub/ or {orgId}/]lov-view/info` with query viewCode. */
export function fetchLovViewInfo(
  viewCode: string,
  scope: PublicScope = 'auto',
  options?: CallOptions,
): Promise<LovViewInfoDto> {
  return request<LovViewInfoDto>(v1('platform', scope, 'lov-view/info'), {
    method: 'GET',
    params: { viewCode },
    ...options,
  });
}

/** `lovs/data` answers a list, or a page when the query pages. */
export type LovData<T> = T[] | Page<T>;

/** The rows of a `lovs/data` answer, paged or not. */
export function lovDataRows<T>(data: LovData<T> | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.content;
}

/** Call table: `GET {platform}/v1/[{orgId}/]lovs/data` with query lovCode plus extras. */
export function fetchLovData<T = LovValueDto>(
  lovCode: string,
  extras: Record<string, unknown> = {},
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<LovData<T>> {
  return request<LovData<T>>(v1('platform', scope, 'lovs/data'), {
    method: 'GET',
    params: { ...extras, lovCode },
    ...options,
  });
}

/** Call table: `GET {platform}/v1/[{orgId}/]lovs/value` with query lovCode (lookup value). */
export function fetchLovValues(
  lovCode: string,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<LovValueDto[]> {
  return request<LovValueDto[]>(v1('platform', scope, 'lovs/value'), {
    method: 'GET',
    params: { lovCode },
    ...options,
  });
}

/**
 * Call table: `GET {platform}/v1/[pub/ or {orgId}/]lovs/value/batch`. The query maps a result key
 * to a lovCode (`?status=HPFM.STATUS&flag=HPFM.FLAG`); the answer has the values per key.
 */
export function fetchLovValuesBatch<K extends string>(
  codes: Record<K, string>,
  scope: PublicScope = 'auto',
  options?: CallOptions,
): Promise<Record<K, LovValueDto[]>> {
  return request<Record<K, LovValueDto[]>>(v1('platform', scope, 'lovs/value/batch'), {
    method: 'GET',
    params: { ...codes },
    ...options,
  });
}
