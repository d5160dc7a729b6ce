/**
 * The file service's addresses of one stored file (spec section 7: download by key, redirect
 * URL, history file URL), each a short-lived address of that file alone:
 * - `GET {file}/v1/{tenantId}/files/file-token-url?fileKey=` → `{ fileTokenUrl }` or `{ message }`;
 * - `GET {file}/v1/{tenantId}/files/redirect-url?fileKey=` → `{ redirectUrl }`;
 * - `GET {file}/v1/{tenantId}/files/history-url?url=` → `{ historyUrl }` (the old storage host).
 */
import { request } from '@polaris/core/request/client';
import { v1 } from '@polaris/core/services/shared';

export interface FileAddressAnswer {
  fileTokenUrl?: string;
  redirectUrl?: string;
  historyUrl?: string;
  message?: string;
}

const ask = (path: string, params: Record<string, string>) =>
  request<FileAddressAnswer | null>(v1('file', 'tenant', `files/${path}`), {
    params,
    silent: true,
    fresh: true,
  }).then((answer) => answer ?? {});

export const fetchFileTokenUrl = (fileKey: string) => ask('file-token-url', { fileKey });
export const fetchRedirectUrl = (fileKey: string) => ask('redirect-url', { fileKey });
export const fetchHistoryUrl = (url: string) => ask('history-url', { url });
