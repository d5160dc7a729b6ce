/**
 * `PUT {file}/v1[/{organizationId}]/storage-configs/default` with `{ storageConfigId,
 * objectVersionNumber }`: makes the configuration its organisation's one default (the gateway
 * takes the flag from the one before), where uploads naming no storage go from then on.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { StorageConfigDto } from '@polaris/core/services/file/storage-types';

export function setDefaultStorage(
  {
    storageConfigId,
    objectVersionNumber,
  }: Pick<StorageConfigDto, 'storageConfigId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<StorageConfigDto> {
  return request<StorageConfigDto>(v1('file', 'auto', 'storage-configs/default'), {
    method: 'PUT',
    data: { storageConfigId, objectVersionNumber },
    ...options,
  });
}
