/**
 * Call table: `GET {file}/v1/[{orgId}/]files/download` with the download query fields and the
 * encoded url (spec section 3 "Download query fields"). Downloads are top-level navigations or
 * hidden forms, so the link is built here in full: API host, organisation, token and request id.
 */
import { getRuntimeConfig } from '../../config/runtime';
import { createRequestId } from '../../request/request-id';
import { getSession, isTenantLevel } from '../../session/current-session';
import { getAccessToken } from '../../session/tokens';
import type { TenantScope } from '../shared';
import type { FileDownloadQuery } from './types';

export interface DownloadUrlOptions {
  scope?: TenantScope;
  /** Default: the current access token. */
  accessToken?: string;
  /** Default: a new request id. */
  requestId?: string;
}

function organisationSegment(scope: TenantScope): string {
  const { organizationId, roleLevel } = getSession();
  if (organizationId === undefined || scope === 'site') return '';
  if (scope === 'tenant' || isTenantLevel(roleLevel)) return `/${organizationId}`;
  return '';
}

/** The absolute-or-host-relative URL of a stored file's download. */
export function buildFileDownloadUrl(
  query: FileDownloadQuery,
  { scope = 'auto', accessToken = getAccessToken(), requestId }: DownloadUrlOptions = {},
): string {
  const config = getRuntimeConfig();
  const search = new URLSearchParams();
  const fields: Array<[string, string | undefined]> = [
    ['bucketName', query.bucketName],
    ['storageCode', query.storageCode],
    ['directory', query.directory],
    ['url', query.url],
    ['access_token', accessToken],
    ['H-Request-Id', requestId ?? createRequestId()],
  ];
  for (const [key, value] of fields) if (value) search.set(key, value);
  const path = `${config.services.file}/v1${organisationSegment(scope)}/files/download`;
  return `${config.apiHost}${path}?${search.toString()}`;
}
