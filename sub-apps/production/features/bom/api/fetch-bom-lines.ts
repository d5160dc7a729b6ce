/**
 * `GET {mes}/v1/{organizationId}/boms/{bomId}/lines`: the BOM (with its current version) and
 * every line of it, flat, parents before children.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { BomLinesDto } from '@polaris/core/services/production/engineering-types';

export function fetchBomLines(bomId: number, options?: CallOptions): Promise<BomLinesDto> {
  return request<BomLinesDto>(v1('mes', 'tenant', `boms/${bomId}/lines`), {
    method: 'GET',
    ...options,
  });
}
