// /hfle: attachment UUIDs, multipart uploads, file lists, deletes by URL and downloads (GET with
// ?access_token=, or a POSTed hidden form carrying access_token). Every lookup goes through the
// caller's file scope (file-scope.ts): another tenant's file is listed as absent, downloads as
// `error.file.not_found` and is left alone by deletes, exactly like a file that does not exist.
// Uploads refuse unsafe names and climbing directories; downloads are attachments whose type the
// browser cannot run (work/upload-rules.ts). An upload goes to the organisation's default storage
// unless it names one; replacing and deleting a file is written to the edit log (file-edits.ts).
import { accessTokenOf, unauthorized } from '../auth/bearer';
import {
  publicRoute,
  userRoute,
  type ApiRoute,
  type RequestContext,
  type UserContext,
} from '../context';
import { formFields, MAX_UPLOAD_BYTES, parseBody, readRawBody } from '../http/body';
import { multipartBoundary, multipartFields, parseMultipart } from '../http/multipart';
import { attachmentDisposition } from '../http/disposition';
import { empty, failed, json, text, type Reply } from '../http/reply';
import { fileRow, isKnownBucket, type StoredFile } from '../work/file-store';
import { directoryProblem, fileNameProblem, servedContentType } from '../work/upload-rules';
import { configBytes, formatsOf } from '../file-config/upload-config-store';
import { logFileEdit, replaceEarlier, uploadStorage } from './file-edits';
import { fileScopeOf } from './file-scope';
import { tenantMismatch, tenantRoutes, tenantVariants } from './tenant-path';

const FILES = '/hfle/v1[/:tid]/files';

/** The bucket named by the request, or the failed body for a missing or unknown one. */
function bucketOf(fields: URLSearchParams): string | Reply {
  const bucket = fields.get('bucketName');
  if (!bucket) return failed('error.file.bucket_required', 'bucketName is required');
  if (!isKnownBucket(bucket)) {
    return failed('error.file.bucket_not_found', `Bucket ${bucket} does not exist`);
  }
  return bucket;
}

/** Query parameters, overridden by the fields of a form body (HZERO takes either). */
function merged(query: URLSearchParams, form: URLSearchParams): URLSearchParams {
  const fields = new URLSearchParams(query);
  for (const [key, value] of form) fields.set(key, value);
  return fields;
}

/** What the upload configuration that applies (upload-configs.ts) refuses in a file, if any. */
function uploadConfigProblem(
  ctx: UserContext,
  bucket: string,
  directory: string | null,
  fileName: string,
  size: number,
): string | undefined {
  const config = ctx.state.messaging.uploadConfigs.applying(
    ctx.session.tenantId,
    bucket,
    directory,
  );
  if (!config) return undefined;
  const formats = formatsOf(config);
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (formats.length > 0 && !formats.includes(extension)) {
    return `.${extension} files are not allowed in ${bucket}: allowed ${formats.join(', ')}`;
  }
  if (size > configBytes(config)) {
    return `The file is larger than ${config.storageSize} ${config.storageUnit}, the most ${bucket} takes`;
  }
  return undefined;
}

async function upload(ctx: UserContext, attachment: boolean): Promise<Reply> {
  const boundary = multipartBoundary(ctx.req.headers['content-type']);
  if (!boundary) return failed('error.file.multipart', 'Expected a multipart/form-data body');
  const parts = parseMultipart(await readRawBody(ctx.req, MAX_UPLOAD_BYTES), boundary);
  const fields = merged(ctx.query, multipartFields(parts));
  const bucket = bucketOf(fields);
  if (typeof bucket !== 'string') return bucket;
  const file = parts.find((part) => part.name === 'file' && part.filename);
  if (!file?.filename) return failed('error.file.required', 'The form has no file part');
  const attachmentUuid = fields.get('attachmentUUID') || null;
  if (attachment && !attachmentUuid) {
    return failed('error.file.uuid_required', 'attachmentUUID is required');
  }
  const directory = fields.get('directory') || null;
  const problem =
    fileNameProblem(file.filename) ??
    (directory === null ? undefined : directoryProblem(directory));
  if (problem) return failed(problem.code, problem.message);
  const limit = uploadConfigProblem(ctx, bucket, directory, file.filename, file.data.length);
  if (limit) return failed('error.file.upload_config', limit);
  const storageCode = uploadStorage(ctx, fields.get('storageCode') || null);
  if (typeof storageCode === 'object' && storageCode !== null) return storageCode;
  const saved = await ctx.state.work.files.save({
    bytes: file.data,
    fileName: file.filename,
    fileType: file.contentType?.split(';')[0].trim() || 'application/octet-stream',
    bucketName: bucket,
    attachmentUuid,
    directory,
    storageCode,
    tenantId: ctx.session.tenantId,
  });
  await replaceEarlier(ctx, saved);
  return text(`${ctx.origin}${saved.urlPath}`);
}

const MATCHABLE = {
  attachmentUUID: (file: StoredFile) => file.attachmentUuid,
  directory: (file: StoredFile) => file.directory,
  storageCode: (file: StoredFile) => file.storageCode,
};

type Matchable = keyof typeof MATCHABLE;

/** Each named query field that is not empty equals the file's. */
function matchesQuery(query: URLSearchParams, file: StoredFile, names: Matchable[]): boolean {
  return names.every((name) => {
    const wanted = query.get(name);
    return !wanted || MATCHABLE[name](file) === wanted;
  });
}

function list(ctx: UserContext): Reply {
  const bucketName = ctx.query.get('bucketName');
  if (bucketName !== null && !isKnownBucket(bucketName)) {
    return failed('error.file.bucket_not_found', `Bucket ${bucketName} does not exist`);
  }
  const files = ctx.state.work.files
    .list(ctx.params.uuid, bucketName, fileScopeOf(ctx).read)
    .filter((file) => matchesQuery(ctx.query, file, ['directory', 'storageCode']));
  return json(files.map((file) => fileRow(ctx.origin, file)));
}

/** The URL list of a delete body: a JSON array of strings (or `{ urls: [...] }`). */
async function urlsOf(ctx: UserContext): Promise<string[] | undefined> {
  const body = await ctx.body();
  const value = body.kind === 'json' ? body.value : undefined;
  const urls = Array.isArray(value) ? value : (value as { urls?: unknown } | undefined)?.urls;
  return Array.isArray(urls) && urls.every((url) => typeof url === 'string') ? urls : undefined;
}

/** Deletes by URL; each named query field that is not empty must match the file as well. */
function deleteBy(fieldsToMatch: Matchable[], required: Matchable[] = []) {
  return async (ctx: UserContext): Promise<Reply> => {
    const bucket = bucketOf(ctx.query);
    if (typeof bucket !== 'string') return bucket;
    for (const name of required) {
      if (!ctx.query.get(name)) return failed('error.param.invalid', `${name} is required`);
    }
    const urls = await urlsOf(ctx);
    if (!urls) return failed('error.file.urls_required', 'The body must be a JSON array of URLs');
    const { own } = fileScopeOf(ctx);
    const removed = await ctx.state.work.files.remove(
      bucket,
      urls,
      (file) => own(file) && matchesQuery(ctx.query, file, fieldsToMatch),
    );
    for (const file of removed) logFileEdit(ctx, file, 'DELETE');
    return empty(200);
  };
}

async function download(ctx: UserContext, fields: URLSearchParams): Promise<Reply> {
  const bucket = bucketOf(fields);
  if (typeof bucket !== 'string') return bucket;
  let url = fields.get('url');
  if (!url) return failed('error.file.url_required', 'url is required');
  // Tolerate a URL encoded twice (once by the client, once by the query string).
  if (/^(?:[a-z][a-z\d+.-]*%3A|%2F)/i.test(url)) url = decodeURIComponent(url);
  const files = ctx.state.work.files;
  const file = files.findByUrl(url, bucket, fileScopeOf(ctx).read);
  const bytes = file && (await files.read(file));
  if (!file || !bytes) return failed('error.file.not_found', `File not found: ${url}`);
  return {
    status: 200,
    headers: {
      'Content-Type': servedContentType(file.fileType),
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'no-store',
    },
    body: bytes,
  };
}

/** A download posted as a form (urlencoded or multipart): the token may be one of its fields. */
async function downloadForm(ctx: RequestContext): Promise<Reply> {
  const raw = await readRawBody(ctx.req);
  const boundary = multipartBoundary(ctx.req.headers['content-type']);
  const form = boundary
    ? multipartFields(parseMultipart(raw, boundary))
    : formFields(parseBody(raw, ctx.req.headers['content-type']));
  const fields = merged(ctx.query, form);
  const check = ctx.state.tokens.check(
    accessTokenOf(ctx, true) ?? (fields.get('access_token') || undefined),
  );
  if (!check.ok) return unauthorized(check.reason);
  const user: UserContext = { ...ctx, session: check.session };
  return tenantMismatch(user) ?? download(user, fields);
}

export const fileRoutes: ApiRoute[] = [
  ...tenantRoutes('POST', `${FILES}/uuid`, (ctx) =>
    json({ content: ctx.state.work.files.newUuid() }),
  ),
  ...tenantRoutes('POST', `${FILES}/attachment/multipart`, (ctx) => upload(ctx, true)),
  ...tenantRoutes('POST', `${FILES}/multipart`, (ctx) => upload(ctx, false)),
  ...tenantRoutes('GET', `${FILES}/:uuid/file`, list),
  userRoute(
    'POST',
    '/hfle/v1/files/delete-by-uuidurl/not-null',
    deleteBy(['attachmentUUID', 'directory', 'storageCode']),
  ),
  ...tenantRoutes('POST', `${FILES}/delete-by-url`, deleteBy(['storageCode'])),
  ...tenantRoutes(
    'POST',
    `${FILES}/delete-by-uuidurl`,
    deleteBy(['attachmentUUID', 'directory', 'storageCode'], ['attachmentUUID']),
  ),
  ...tenantRoutes('GET', `${FILES}/download`, (ctx) => download(ctx, ctx.query)),
  ...tenantVariants(`${FILES}/download`).map((pattern) =>
    publicRoute('POST', pattern, downloadForm),
  ),
];
