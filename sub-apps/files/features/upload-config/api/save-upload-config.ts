/**
 * `POST {file}/v1/upload-configs` creates a configuration; `PUT` with the id and version changes
 * one. Answers the saved configuration; it applies to the next upload into its bucket.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { UploadConfigDto, UploadConfigSave } from '@polaris/core/services/file/types';

export function saveUploadConfig(
  config: UploadConfigSave,
  options?: CallOptions,
): Promise<UploadConfigDto> {
  return request<UploadConfigDto>(v1('file', 'site', 'upload-configs'), {
    method: config.uploadConfigId === undefined ? 'POST' : 'PUT',
    data: config,
    ...options,
  });
}

/** `DELETE {file}/v1/upload-configs` with `{ uploadConfigId, objectVersionNumber }`. */
export function deleteUploadConfig(
  {
    uploadConfigId,
    objectVersionNumber,
  }: Pick<UploadConfigDto, 'uploadConfigId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<unknown> {
  return request(v1('file', 'site', 'upload-configs'), {
    method: 'DELETE',
    data: { uploadConfigId, objectVersionNumber },
    ...options,
  });
}
