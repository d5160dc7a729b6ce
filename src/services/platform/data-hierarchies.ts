/** Data hierarchies (spec section 4 "Role level": queried only when dataHierarchyFlag is set). */
import { request } from '../../request/client';
import { v1, type CallOptions } from '../shared';
import type {
  DataHierarchyDisplayStyle,
  DataHierarchyDto,
  DataHierarchySwitch,
  DataHierarchyValueDto,
} from './types';

const base = (path: string) => v1('platform', 'tenant', `data-hierarchies/switch${path}`);

/**
 * Call table: `GET {platform}/v1/{orgId}/data-hierarchies/switch/value` (hierarchy value): the
 * select-style hierarchies and whether any is modal or select style.
 */
export function fetchDataHierarchyValue(options?: CallOptions): Promise<DataHierarchyValueDto> {
  return request<DataHierarchyValueDto>(base('/value'), { method: 'GET', ...options });
}

/** Call table: `GET .../data-hierarchies/switch/value/details`, other fields as query. */
export function fetchDataHierarchyDetails(
  query: { dataHierarchyCode?: string; [key: string]: unknown } = {},
  options?: CallOptions,
): Promise<DataHierarchyDto[]> {
  return request<DataHierarchyDto[]>(base('/value/details'), {
    method: 'GET',
    params: query,
    ...options,
  });
}

/**
 * Call table: `PUT .../data-hierarchies/switch` with query dataHierarchyCode, dataHierarchyValue,
 * dataHierarchyMeaning (switch hierarchy); gives the hierarchy with its new value.
 */
export function switchDataHierarchy(
  value: DataHierarchySwitch,
  options?: CallOptions,
): Promise<DataHierarchyDto> {
  return request<DataHierarchyDto>(base(''), {
    method: 'PUT',
    params: {
      dataHierarchyCode: value.dataHierarchyCode,
      dataHierarchyValue: value.dataHierarchyValue,
      dataHierarchyMeaning: value.dataHierarchyMeaning,
    },
    ...options,
  });
}

/**
 * Call table: `GET .../data-hierarchies/switch/display-style/value` (display style), answered as
 * text (`SELECT` or `MODAL`); a JSON string reads the same.
 */
export async function fetchDataHierarchyDisplayStyle(
  options?: CallOptions,
): Promise<DataHierarchyDisplayStyle> {
  const style = await request<unknown>(base('/display-style/value'), { method: 'GET', ...options });
  return typeof style === 'string' ? style.trim() : '';
}
