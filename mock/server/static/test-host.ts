// The foreign qiankun host of test/host (someone else's shell, written with plain qiankun and
// nothing of Polaris), served at /test/host/ while the test controls are on: `npm start`, then
// http://localhost:8000/test/host/ embeds the platform sub-app (or, with ?app=container, the
// whole shell). The browser tests serve the same files from another origin
// (test/support/foreign-host.ts), where the host is truly foreign.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileReply } from './static-files';
import type { Reply } from '../http/reply';

export const TEST_HOST_PREFIX = '/test/host/';

const HOST_DIR = join(__dirname, '..', '..', '..', 'test', 'host');

/** The host's files by their name under its address ('' is its page). */
export function testHostFiles(): Record<string, string> {
  const page = join(HOST_DIR, 'index.html');
  return {
    '': page,
    'index.html': page,
    'host.js': join(HOST_DIR, 'host.js'),
    'qiankun.umd.min.js': createRequire(__filename).resolve('qiankun/dist/index.umd.min.js'),
  };
}

/** A file of the host for a path under TEST_HOST_PREFIX; undefined for any other path. */
export async function testHostReply(path: string): Promise<Reply | undefined> {
  if (!path.startsWith(TEST_HOST_PREFIX)) return undefined;
  const file = testHostFiles()[path.slice(TEST_HOST_PREFIX.length)];
  return file ? fileReply(file) : undefined;
}
