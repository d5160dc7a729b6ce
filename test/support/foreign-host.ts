/**
 * Serves test/host (a host shell written with plain qiankun) on its own port, so the sub-app it
 * embeds comes from another origin, as it would for a real third-party shell. The gateway grants
 * CORS only to origins it trusts: start the host first and list its `url` in the gateway's
 * `allowedRedirectOrigins` (MOCK_ALLOWED_ORIGINS).
 */
import { readFileSync } from 'fs';
import { createServer } from 'http';
import type { AddressInfo } from 'net';
import { contentTypeOf } from '../../mock/server/static/static-files';
import { testHostFiles } from '../../mock/server/static/test-host';

/** The host's files at its own origin's root (the gateway serves them under /test/host/). */
const FILES = testHostFiles();

export interface ForeignHost {
  url: string;
  close(): Promise<void>;
}

export async function startForeignHost(): Promise<ForeignHost> {
  const server = createServer((req, res) => {
    const file = FILES[new URL(req.url ?? '/', 'http://host').pathname.slice(1)];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': contentTypeOf(file) }).end(readFileSync(file));
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
