/**
 * `GET {file}/v1[/{orgId}]/upload-configs/detail?bucketName=&directory=`: the upload
 * configuration an upload into a bucket (and directory) obeys: the organisation's, else the
 * platform's, a directory's before its bucket's; null when none is configured.
 */
import { request } from '../../request/client';
import { v1, type CallOptions, type TenantScope } from '../shared';
import type { UploadConfigDto } from './types';

export async function fetchUploadConfigDetail(
  where: { bucketName: string; directory?: string },
  scope: TenantScope = 'auto',
  options?: CallOptions,
): Promise<UploadConfigDto | null> {
  const answer = await request<Partial<UploadConfigDto>>(
    v1('file', scope, 'upload-configs/detail'),
    {
      method: 'GET',
      params: { bucketName: where.bucketName, directory: where.directory },
      ...options,
    },
  );
  return typeof answer?.uploadConfigId === 'number' ? (answer as UploadConfigDto) : null;
}
