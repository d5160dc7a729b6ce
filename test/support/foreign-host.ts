/**
 * Serves test/host (a host shell written with plain qiankun) on its own port, so the sub-app it
 * embeds comes from another origin, as it would for a real third-party shell. The gateway grants
 * CORS only to origins it trusts: start the host first and list its `url` in the gateway's
 * `allowedRedirectOrigins` (MOCK_ALLOWED_ORIGINS).
 */
import { readFileSync } from 'fs';
import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { join } from 'path';

const HOST_DIR = join(__dirname, '..', 'host');

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: join(HOST_DIR, 'index.html'), type: 'text/html; charset=utf-8' },
  '/host.js': { file: join(HOST_DIR, 'host.js'), type: 'text/javascript; charset=utf-8' },
  '/qiankun.umd.min.js': {
    file: require.resolve('qiankun/dist/index.umd.min.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

export interface ForeignHost {
  url: string;
  close(): Promise<void>;
}

export async function startForeignHost(): Promise<ForeignHost> {
  const server = createServer((req, res) => {
    const entry = FILES[new URL(req.url ?? '/', 'http://host').pathname];
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': entry.type }).end(readFileSync(entry.file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
