import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type { UiTableDto, UiTableQuery } from './types';

/** Call table: `GET {platform}/v1/{orgId}/ui-table` with query (table definition). */
export function fetchUiTable(query: UiTableQuery, options?: CallOptions): Promise<UiTableDto> {
  return request<UiTableDto>(v1('platform', 'tenant', 'ui-table'), {
    method: 'GET',
    params: query,
    ...options,
  });
}
