/**
 * A real local HTTP server that reports what it received, for tests of the request client's
 * wire format (headers, method override, query, body) and of its handling of each status.
 *   /echo            → 200 { method, url, headers, body }
 *   /status/<code>   → <code> with the JSON (or empty, for 204) body given in ?body=
 *   /slow?ms=        → 200 after a delay
 * Every request is counted per path+query in `hits`.
 */
import { createServer, type IncomingMessage } from 'http';
import type { AddressInfo } from 'net';

export interface EchoServer {
  url: string;
  hits: Map<string, number>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEchoServer(): Promise<EchoServer> {
  const hits = new Map<string, number>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://echo');
    const key = `${url.pathname}${url.search}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'RequestVerificationToken',
      RequestVerificationToken: 'rvt-echo',
    };
    const body = await readBody(req);
    if (url.pathname === '/echo' || url.pathname.startsWith('/echo/')) {
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
      return;
    }
    const status = /^\/status\/(\d{3})$/.exec(url.pathname);
    if (status) {
      const code = Number(status[1]);
      const payload = url.searchParams.get('body');
      res.writeHead(code, { ...cors, 'Content-Type': 'application/json' });
      res.end(
        code === 204 ? undefined : (payload ?? JSON.stringify({ message: `status ${code}` })),
      );
      return;
    }
    if (url.pathname === '/slow') {
      await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('ms') ?? 0)));
      res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ slow: true }));
      return;
    }
    res.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
