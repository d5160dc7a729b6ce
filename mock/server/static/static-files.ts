// Static files the gateway stands in front of: mounted sub-app builds, the SPA directory with its
// index.html fallback, and the mock's own pages. Files are read per request, so rebuilds show up
// without a restart.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { StaticMount } from '../context';
import { FAVICON_SVG } from '../../../src/build/favicon';
import { html, type Reply } from '../http/reply';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

// Build outputs like `umi.3f2a1b9c.js` or `p__home.8d1e2f3a.async.js` never change content (the
// generated nginx configuration caches the same files for good: mock/cli/deploy/nginx-config.ts).
export const HASHED_ASSET =
  /[.-][0-9a-f]{8,}\.(?:[a-z]+\.)?(?:js|css|png|svg|woff2?|ttf|jpg|gif|webp)$/i;
/** How long a browser keeps a hashed asset: for good, never asking again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Any other file (index.html, the manifests): kept, but asked again before each use. */
export const REVALIDATE_CACHE = 'no-cache';

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A path inside `dir` for the URL path `relative`, or undefined when it would escape `dir`. */
function safeJoin(dir: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = resolve(dir);
  const full = resolve(root, `.${sep}${decoded}`);
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function fileReply(file: string): Promise<Reply> {
  const body = await readFile(file);
  const cacheControl =
    HASHED_ASSET.test(file) && !file.endsWith('.html') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
  return {
    status: 200,
    headers: { 'Content-Type': contentTypeOf(file), 'Cache-Control': cacheControl },
    body,
  };
}

/** The product's icon, for browsers asking `/favicon.ico` of a page that links none. */
export function faviconReply(): Reply {
  return {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    body: FAVICON_SVG,
  };
}

export function notFoundPage(path: string, hint?: string): Reply {
  const extra = hint ? `<p>${hint}</p>` : '';
  return html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>404 Not Found</title></head>` +
      `<body><h1>404 Not Found</h1><p>Nothing is served at this address.</p>${extra}</body></html>`,
    404,
  );
}

/** Mount answer for a path under its prefix: the file, the mount's index.html, or 404. */
export async function serveMount(mount: StaticMount, path: string): Promise<Reply | undefined> {
  const bare = mount.prefix.replace(/\/$/, '');
  if (path !== bare && !path.startsWith(mount.prefix)) return undefined;
  const relative = path === bare ? '' : path.slice(mount.prefix.length);
  const file = safeJoin(mount.dir, relative === '' ? 'index.html' : relative);
  if (file && (await isFile(file))) return fileReply(file);
  return notFoundPage(path);
}

/** A file that exists directly in the SPA directory (`/umi.3f2a.js`, `/favicon.ico`). */
export async function serveSpaFile(spaDir: string, path: string): Promise<Reply | undefined> {
  if (path === '/') return undefined;
  const file = safeJoin(spaDir, path);
  return file && (await isFile(file)) ? fileReply(file) : undefined;
}

export const APPS_NOT_BUILT_HINT = 'apps not built: run npm run build';

/** index.html of the SPA for client-side routes; a 404 with a hint when nothing is built. */
export async function serveSpaFallback(spaDir: string | undefined, path: string): Promise<Reply> {
  const index = spaDir ? join(spaDir, 'index.html') : undefined;
  if (index && (await isFile(index))) return fileReply(index);
  return notFoundPage(path, APPS_NOT_BUILT_HINT);
}

/** Client-side routes have no file extension; any path counts when the client asks for HTML. */
export function wantsSpaFallback(path: string, accept: string | undefined): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (accept ?? '').includes('text/html');
}
