// Stored-file links of the property variant (spec sections 4, 7, 8): a page links a stored file
// by its key, and an image falls back to the file service when its address fails. Each answer is
// a short-lived address of that one file (work/signed-file-links.ts), on the gateway's origin:
// - GET /hfle/v1/{tid}/files/file-token-url?fileKey=   → { fileTokenUrl } or { message }
// - GET /hfle/v1/{tid}/files/redirect-url?fileKey=     → { redirectUrl } (an image's retry)
// - GET /hfle/v1/{tid}/files/history-url?url=          → { historyUrl } (a file of the old
//   storage host, LEGACY_FILE_ORIGIN)
// A key or address out of the caller's reach answers as one that does not exist.
import { publicRoute, type ApiRoute, type RequestContext, type UserContext } from '../context';
import { empty, json, type Reply } from '../http/reply';
import { servedContentType } from '../work/upload-rules';
import { SIGNED_FILE_PREFIX } from '../work/signed-file-links';
import type { StoredFile } from '../work/file-store';
import { answerLanguage } from './platform-common';
import { fileScopeOf } from './file-scope';
import { tenantRoutes } from './tenant-path';

const FILES = '/hfle/v1[/:tid]/files';

function originOf(ctx: RequestContext): string {
  return `http://${ctx.req.headers.host ?? 'localhost'}`;
}

function signedUrl(ctx: UserContext, file: StoredFile): string {
  return `${originOf(ctx)}${ctx.state.work.signedLinks.sign(file.fileId)}`;
}

function missing(ctx: UserContext): string {
  return answerLanguage(ctx) === 'zh_CN'
    ? '文件不存在或已被删除'
    : 'The file does not exist or has been deleted';
}

function byKey(ctx: UserContext): StoredFile | undefined {
  const key = ctx.query.get('fileKey') ?? '';
  return key ? ctx.state.work.files.findByKey(key, fileScopeOf(ctx).read) : undefined;
}

function fileTokenUrl(ctx: UserContext): Reply {
  const file = byKey(ctx);
  return json(file ? { fileTokenUrl: signedUrl(ctx, file) } : { message: missing(ctx) });
}

function redirectUrl(ctx: UserContext): Reply {
  const file = byKey(ctx);
  return json(file ? { redirectUrl: signedUrl(ctx, file) } : { message: missing(ctx) });
}

function historyUrl(ctx: UserContext): Reply {
  const url = ctx.query.get('url') ?? '';
  const file = url ? ctx.state.work.files.findByLegacyUrl(url, fileScopeOf(ctx).read) : undefined;
  return json(file ? { historyUrl: signedUrl(ctx, file) } : { message: missing(ctx) });
}

async function signedFile(ctx: RequestContext): Promise<Reply> {
  const fileId = ctx.state.work.signedLinks.fileOf(ctx.params.token ?? '');
  const [file] = fileId === undefined ? [] : ctx.state.work.files.all((f) => f.fileId === fileId);
  const bytes = file && (await ctx.state.work.files.read(file));
  if (!file || !bytes) return empty(404);
  return {
    status: 200,
    headers: {
      'Content-Type': servedContentType(file.fileType),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      // opened on its own (a link), a stored file is inert: no script of an SVG runs on our origin
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
    body: bytes,
  };
}

export const fileLinkRoutes: ApiRoute[] = [
  ...tenantRoutes('GET', `${FILES}/file-token-url`, fileTokenUrl),
  ...tenantRoutes('GET', `${FILES}/redirect-url`, redirectUrl),
  ...tenantRoutes('GET', `${FILES}/history-url`, historyUrl),
  publicRoute('GET', `${SIGNED_FILE_PREFIX}:token`, signedFile),
];
