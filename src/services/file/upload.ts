/**
 * Call table: `POST {file}/v1/[{orgId}/]files/attachment/multipart` (form: file, bucketName,
 * attachmentUUID, directory, storageCode): stores one file of an attachment and answers its URL
 * as plain text (hzero-api.md "Files"). Sent with XMLHttpRequest for its progress events.
 */
import { uploadForm, type UploadOptions } from '../../request/upload';
import { v1, type TenantScope } from '../shared';
import type { AttachmentFilesLocation } from './types';

export interface UploadFileOptions extends Omit<UploadOptions, 'params'> {
  scope?: TenantScope;
}

/** Uploads `file` into the attachment; gives the stored file's URL. */
export async function uploadAttachmentFile(
  file: Blob,
  fileName: string,
  location: AttachmentFilesLocation,
  { scope = 'auto', ...options }: UploadFileOptions = {},
): Promise<string> {
  const form = new FormData();
  form.append('bucketName', location.bucketName);
  form.append('attachmentUUID', location.attachmentUUID);
  if (location.directory) form.append('directory', location.directory);
  if (location.storageCode) form.append('storageCode', location.storageCode);
  form.append('file', file, fileName);
  const answer = await uploadForm(v1('file', scope, 'files/attachment/multipart'), form, options);
  return String(answer).trim();
}
