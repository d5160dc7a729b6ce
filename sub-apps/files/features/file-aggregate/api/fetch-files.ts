/**
 * `GET {file}/v1[/{organizationId}]/files`: a page of stored files, newest first (the file
 * aggregate, HZERO's "file summary"); filters bucket, directory, name and type (parts of them),
 * attachment UUID and the creation date range (`YYYY-MM-DD`, both days included). A site-level
 * role sees every tenant's files, a tenant-level one its organisation's.
 */
import type { FileAggregateDto, FileAggregateQuery } from '@polaris/core/services/file/types';
import { listEndpoint } from '@polaris/core/services/list-endpoint';

export const fetchFiles = listEndpoint<FileAggregateDto, FileAggregateQuery>(
  'file',
  'auto',
  'files',
);
