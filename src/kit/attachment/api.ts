/**
 * An attachment's server data for the kit's components: its file list (react-query, so it needs
 * the ServerDataProvider every sub-app page has) and deleting files by one of the three delete
 * variants of spec section 7.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  deleteAttachmentFiles,
  deleteAttachmentFilesNotNull,
  deleteFilesByUrl,
  fetchAttachmentFiles,
} from '../../services/file/files';
import type { FileDto, FileLocation } from '../../services/file/types';
import { fetchUploadConfigDetail } from '../../services/file/upload-config';
import type { TenantScope } from '../../services/shared';

/**
 * - `uuid-url`: `files/delete-by-uuidurl` (bucket, attachment UUID and the URLs);
 * - `uuid-url-not-null`: `files/delete-by-uuidurl/not-null` (the location fields that are set
 *   must match; site path only, as the call table has it);
 * - `url`: `files/delete-by-url` (bucket and URLs, no attachment needed).
 */
export type DeleteMode = 'uuid-url' | 'uuid-url-not-null' | 'url';

export interface StoredFilesTarget extends FileLocation {
  /** Needed by the two uuid modes. */
  attachmentUUID?: string;
}

/** Deletes the files at `urls` the way `mode` names. */
export function deleteStoredFiles(
  mode: DeleteMode,
  urls: string[],
  target: StoredFilesTarget,
  scope: TenantScope = 'auto',
): Promise<void> {
  const { attachmentUUID, ...location } = target;
  if (mode === 'url') return deleteFilesByUrl(urls, location, scope);
  if (!attachmentUUID) return Promise.reject(new Error(`delete mode ${mode} needs an attachment`));
  if (mode === 'uuid-url-not-null') {
    return deleteAttachmentFilesNotNull(urls, { ...location, attachmentUUID });
  }
  return deleteAttachmentFiles(urls, { ...location, attachmentUUID }, scope);
}

/** The query key of an attachment's files (invalidate it after a change). */
export const attachmentFilesKey = (attachmentUUID: string | undefined) =>
  ['hfle', 'attachment-files', attachmentUUID] as const;

/** The files of an attachment in one bucket (and directory, storage code); none without a UUID. */
export function useAttachmentFiles(
  attachmentUUID: string | undefined,
  location: FileLocation,
  scope: TenantScope = 'auto',
) {
  return useQuery<FileDto[]>({
    queryKey: [...attachmentFilesKey(attachmentUUID), location, scope],
    queryFn: () => fetchAttachmentFiles(attachmentUUID ?? '', { ...location }, scope),
    enabled: Boolean(attachmentUUID),
  });
}

/** Deletes one stored file; then asks again for whatever `invalidate` names. */
export function useDeleteStoredFile(
  mode: DeleteMode,
  scope: TenantScope,
  invalidate: readonly unknown[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, attachmentUUID }: { file: FileDto; attachmentUUID?: string }) =>
      deleteStoredFiles(
        mode,
        [file.fileUrl],
        {
          bucketName: file.bucketName,
          storageCode: file.storageCode ?? undefined,
          directory: file.directory ?? undefined,
          attachmentUUID: attachmentUUID ?? file.attachmentUuid ?? undefined,
        },
        scope,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidate }),
  });
}

/** The query key of the upload configurations (invalidate it after one changes). */
export const uploadConfigKey = ['hfle', 'upload-config'] as const;

/** How long uploaders showing together share the configuration they were shown with. */
const SHARED_FOR_MS = 5_000;

/**
 * The upload configuration of a bucket (and directory): asked when an uploader shows (uploaders
 * of the same bucket showing within a few seconds, as on a form with several, share one answer)
 * and always again as a file is chosen (`refresh`: a change made on the Upload Configuration page
 * applies to the next file); `ready` once first answered. A failure leaves the page's own limits
 * (the file service checks again).
 */
export function useUploadConfig(
  bucketName: string,
  directory?: string,
  scope: TenantScope = 'auto',
) {
  const query = useQuery({
    queryKey: [...uploadConfigKey, bucketName, directory ?? null, scope],
    queryFn: () => fetchUploadConfigDetail({ bucketName, directory }, scope, { silent: true }),
    staleTime: SHARED_FOR_MS,
    retry: false,
  });
  const { refetch } = query;
  /** Asks again (as a file is chosen: another tab may have changed it); the answer, or the last. */
  const refresh = useCallback(async () => (await refetch()).data ?? null, [refetch]);
  return { config: query.data ?? null, ready: !query.isPending, refresh };
}
