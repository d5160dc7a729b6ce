/**
 * `GET {file}/v1[/{organizationId}]/file-edit-logs`: a page of the file edit log, newest first:
 * every organisation's on the site form (a site-level role; `tenantId` filters), the
 * organisation's own on the tenant form.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type { FileEditLogDto, FileEditLogQuery } from '@polaris/core/services/file/storage-types';

export const fetchEditLogs = listEndpoint<FileEditLogDto, FileEditLogQuery>(
  'file',
  'auto',
  'file-edit-logs',
);
