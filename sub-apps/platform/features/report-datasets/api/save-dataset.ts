/**
 * `POST {report}/v1/datasets` (a new dataset) or `PUT` (the fields sent, at the version read: a
 * stale one is refused), site level. A parameter the source cannot take is refused naming it.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  DatasetDto,
  DatasetSave,
  DatasetUpdate,
} from '@polaris/core/services/report/dataset-types';

export function createDataset(dataset: DatasetSave, options?: CallOptions): Promise<DatasetDto> {
  return request<DatasetDto>(v1('report', 'site', 'datasets'), {
    method: 'POST',
    data: dataset,
    ...options,
  });
}

export function updateDataset(change: DatasetUpdate, options?: CallOptions): Promise<DatasetDto> {
  return request<DatasetDto>(v1('report', 'site', 'datasets'), {
    method: 'PUT',
    data: change,
    ...options,
  });
}
