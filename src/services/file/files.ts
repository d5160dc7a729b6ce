/** File attachments: list, delete variants and upload UUID (spec section 7, `{file}` rows). */
import { request } from '../../request/client';
import { gateway, v1, type CallOptions, type TenantScope } from '../shared';
import type { AttachmentFilesLocation, FileDto, FileLocation, UuidDto } from './types';

/**
 * Call table: `GET {file}/v1/[{orgId}/]files/{attachmentUUID}/file` (list files). The
 * organisation variant always uses the organisation path: pass scope 'tenant'.
 */
export function fetchAttachmentFiles(
  attachmentUUID: string,
  query: { bucketName?: string; directory?: string; storageCode?: string } = {},
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<FileDto[]> {
  const path = `files/${encodeURIComponent(attachmentUUID)}/file`;
  return request<FileDto[]>(v1('file', scope, path), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}

/** The query that names an attachment's files (empty fields are dropped by the client). */
function attachmentParams(location: Partial<AttachmentFilesLocation>) {
  return {
    bucketName: location.bucketName,
    attachmentUUID: location.attachmentUUID,
    storageCode: location.storageCode,
    directory: location.directory,
  };
}

/**
 * Call table: `POST {file}/v1/files/delete-by-uuidurl/not-null`: body the URLs; query bucketName
 * plus the location fields that are set (the client drops the empty ones).
 */
export function deleteAttachmentFilesNotNull(
  urls: string[],
  location: Partial<AttachmentFilesLocation> & { bucketName: string },
  options?: CallOptions,
): Promise<void> {
  return request<void>(`${gateway().file}/v1/files/delete-by-uuidurl/not-null`, {
    method: 'POST',
    params: attachmentParams(location),
    data: urls,
    ...options,
  });
}

/** Call table: `POST {file}/v1/[{orgId}/]files/delete-by-url`: body the URLs; query bucketName. */
export function deleteFilesByUrl(
  urls: string[],
  location: FileLocation,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<void> {
  return request<void>(v1('file', scope, 'files/delete-by-url'), {
    method: 'POST',
    params: { bucketName: location.bucketName, storageCode: location.storageCode },
    data: urls,
    ...options,
  });
}

/**
 * Call table: `POST {file}/v1/[{orgId}/]files/delete-by-uuidurl`: body the URLs; query
 * bucketName, attachmentUUID and the other location fields.
 */
export function deleteAttachmentFiles(
  urls: string[],
  location: AttachmentFilesLocation,
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<void> {
  return request<void>(v1('file', scope, 'files/delete-by-uuidurl'), {
    method: 'POST',
    params: attachmentParams(location),
    data: urls,
    ...options,
  });
}

/** Call table: `POST {file}/v1/[{orgId}/]files/uuid` (obtain an upload UUID); gives the UUID. */
export async function createAttachmentUuid(
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<string> {
  const dto = await request<UuidDto>(v1('file', scope, 'files/uuid'), {
    method: 'POST',
    ...options,
  });
  return dto.content;
}
