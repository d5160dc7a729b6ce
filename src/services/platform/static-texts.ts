import { request } from '../../request/client';
import { v1, type CallOptions, type TenantScope } from '../shared';
import type { StaticTextCodeQuery, StaticTextDto } from './types';

/**
 * Call table: `GET {platform}/v1/[{tenantId}/]static-texts/text/by-code/nullable` with query
 * textCode, lang. The endpoint is "nullable": no text gives an empty answer, returned as null.
 */
export async function fetchStaticText(
  query: { textCode: string; lang?: string },
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<StaticTextDto | null> {
  const text = await request<StaticTextDto | '' | null | undefined>(
    v1('platform', scope, 'static-texts/text/by-code/nullable'),
    { method: 'GET', params: { textCode: query.textCode, lang: query.lang }, ...options },
  );
  return text && typeof text === 'object' ? text : null;
}

/** Call table: `GET {platform}/v1/[{tenantId}/]static-texts/text-code` with query. */
export function fetchStaticTextCodes(
  query: StaticTextCodeQuery = {},
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<StaticTextDto[]> {
  return request<StaticTextDto[]>(v1('platform', scope, 'static-texts/text-code'), {
    method: 'GET',
    params: query,
    ...options,
  });
}
