// /hfle file aggregate list (HZERO's "file summary"): every stored file, filtered and paged,
// newest first. The site path shows every tenant's files to a site-level role; the tenant path
// (and a tenant-level role on the site path) the session organisation's: the files the caller
// may download and delete (file-scope.ts).
import type { ApiRoute, UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import { normaliseDateTime } from '../work/dates';
import { fileRow, isKnownBucket, type StoredFile } from '../work/file-store';
import { pageOf } from '../work/paging';
import type { FileAggregateRow } from '../work/wire';
import { fileScopeOf } from './file-scope';
import { tenantRoutes } from './tenant-path';

const tenantName = (ctx: UserContext, tenantId: number) =>
  ctx.state.accounts.tenants.find(tenantId)?.name ?? String(tenantId);

/** `YYYY-MM-DD[ HH:mm:ss]`; a bare `to` date means until its 23:59:59. */
function dateBound(raw: string | null, endOfDay: boolean): string | undefined | Reply {
  if (!raw) return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
  const value = normaliseDateTime(bare && endOfDay ? `${raw.trim()} 23:59:59` : raw);
  return (
    value ??
    failed('error.param.invalid', `${endOfDay ? 'toCreateDate' : 'fromCreateDate'}: ${raw}`)
  );
}

const contains = (value: string | null, wanted: string | null) =>
  !wanted || (value ?? '').toLowerCase().includes(wanted.trim().toLowerCase());

function list(ctx: UserContext): Reply {
  const q = ctx.query;
  const bucket = q.get('bucketName');
  if (bucket && !isKnownBucket(bucket)) {
    return failed('error.file.bucket_not_found', `Bucket ${bucket} does not exist`);
  }
  const from = dateBound(q.get('fromCreateDate'), false);
  if (typeof from === 'object') return from;
  const to = dateBound(q.get('toCreateDate'), true);
  if (typeof to === 'object') return to;
  const wanted = (file: StoredFile) =>
    (!bucket || file.bucketName === bucket) &&
    (!q.get('attachmentUuid') || file.attachmentUuid === q.get('attachmentUuid')) &&
    contains(file.directory, q.get('directory')) &&
    contains(file.fileName, q.get('fileName')) &&
    contains(file.fileType, q.get('fileType')) &&
    (from === undefined || file.creationDate >= from) &&
    (to === undefined || file.creationDate <= to);
  const rows: FileAggregateRow[] = ctx.state.work.files
    .all(fileScopeOf(ctx).own)
    .filter(wanted)
    .sort((a, b) => b.creationDate.localeCompare(a.creationDate) || b.fileId - a.fileId)
    .map((file) => ({
      ...fileRow(ctx.origin, file),
      tenantId: file.tenantId,
      tenantName: tenantName(ctx, file.tenantId),
    }));
  return json(pageOf(rows, q));
}

export const fileAggregateRoutes: ApiRoute[] = tenantRoutes('GET', '/hfle/v1[/:tid]/files', list);
