/**
 * A real local HTTP server for download tests. Every path answers the same way, steered by the
 * query, and every request is recorded in `requests`:
 *   ?status=   the status (default 200)
 *   ?cd=       the Content-Disposition header to send
 *   ?json=     send this text as an application/json body
 *   ?content=  otherwise the bytes of the file (default 'file-content'), application/octet-stream
 */
import { createServer, type IncomingMessage } from 'http';
import type { AddressInfo } from 'net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface DownloadServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startDownloadServer(): Promise<DownloadServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    const query = new URL(req.url ?? '/', 'http://download').searchParams;
    const headers: Record<string, string> = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'Content-Disposition',
    };
    const disposition = query.get('cd');
    if (disposition) headers['Content-Disposition'] = disposition;
    const json = query.get('json');
    const status = Number(query.get('status') ?? 200);
    if (json !== null) {
      res.writeHead(status, { ...headers, 'Content-Type': 'application/json;charset=UTF-8' });
      res.end(json);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Type': 'application/octet-stream' });
    res.end(Buffer.from(query.get('content') ?? 'file-content', 'utf8'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
