/**
 * `POST {mes}/v1/{organizationId}/boms/{bomId}/lines/batch-save`: creates, updates and deletes
 * lines in one all-or-nothing save against the BOM's version. Answers the BOM and its lines as
 * saved. The gateway refuses (naming the row) a quantity not above 0, an item twice under one
 * parent, or an item inside itself; a stale version is `error.data_changed`.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  BomLinesDto,
  BomLinesSave,
} from '@polaris/core/services/production/engineering-types';

export function saveBomLines(
  bomId: number,
  save: BomLinesSave,
  options?: CallOptions,
): Promise<BomLinesDto> {
  return request<BomLinesDto>(v1('mes', 'tenant', `boms/${bomId}/lines/batch-save`), {
    method: 'POST',
    data: save,
    ...options,
  });
}
