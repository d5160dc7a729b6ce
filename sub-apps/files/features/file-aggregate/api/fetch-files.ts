/**
 * `GET {file}/v1[/{organizationId}]/files`: a page of stored files, newest first (the file
 * aggregate, HZERO's "file summary"); filters bucket, directory, name and type (parts of them),
 * attachment UUID and the creation date range (`YYYY-MM-DD`, both days included). A site-level
 * role sees every tenant's files, a tenant-level one its organisation's.
 */
import type { Page } from '@polaris/core/request/paging';
import { request } from '@polaris/core/request/client';
import type { FileAggregateDto, FileAggregateQuery } from '@polaris/core/services/file/types';
import { v1, type CallOptions } from '@polaris/core/services/shared';

export function fetchFiles(
  query: FileAggregateQuery = {},
  options?: CallOptions,
): Promise<Page<FileAggregateDto>> {
  return request<Page<FileAggregateDto>>(v1('file', 'auto', 'files'), {
    method: 'GET',
    params: { ...query },
    ...options,
  });
}
