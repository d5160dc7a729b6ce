/** Byte and gzip sizes of the scripts and stylesheets a page loads. */
import { createHash } from 'crypto';
import { readFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';

export type AssetKind = 'js' | 'css';

export interface Asset {
  /** pathname (and search) on the page's origin */
  path: string;
  kind: AssetKind;
  body: Buffer;
}

export interface AssetSize {
  path: string;
  kind: AssetKind;
  bytes: number;
  gzipBytes: number;
}

export interface KindTotals {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface AssetSummary {
  js: KindTotals;
  css: KindTotals;
  files: AssetSize[];
}

const gzipSizes = new Map<string, number>();

/** gzip level 9, measured here rather than trusting any Content-Encoding of the server. */
export function gzipSize(body: Buffer): number {
  const key = createHash('sha1').update(body).digest('hex');
  let size = gzipSizes.get(key);
  if (size === undefined) {
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(key, size);
  }
  return size;
}

export function summarise(assets: Asset[]): AssetSummary {
  const files = assets
    .map<AssetSize>((asset) => ({
      path: asset.path,
      kind: asset.kind,
      bytes: asset.body.length,
      gzipBytes: gzipSize(asset.body),
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const totals = (kind: AssetKind): KindTotals => {
    const ofKind = files.filter((file) => file.kind === kind);
    return {
      files: ofKind.length,
      bytes: ofKind.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: ofKind.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  };
  return { js: totals('js'), css: totals('css'), files };
}

/** The scripts and stylesheets that a built index.html names (local files only). */
export function staticAssets(distDir: string): Asset[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets: Asset[] = [];
  const local = (url: string) => !/^([a-z]+:)?\/\//i.test(url) && !url.startsWith('data:');
  const fileOf = (url: string) => join(distDir, url.replace(/^\.?\//, '').replace(/[?#].*$/, ''));
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) {
    if (local(src)) assets.push({ path: src, kind: 'js', body: readFileSync(fileOf(src)) });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/i.test(tag) && local(href)) {
      assets.push({ path: href, kind: 'css', body: readFileSync(fileOf(href)) });
    }
  }
  return assets;
}
