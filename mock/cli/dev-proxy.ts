/**
 * The single origin of `npm run dev`: page and asset requests go to the umi dev servers (the
 * container's, or a sub-app's under its public URL), everything the gateway answers goes to the
 * gateway. The Host header is kept, so the gateway accepts sign-in redirects to this origin.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'http';
import { connect } from 'net';
import type { Duplex } from 'stream';
import { DEFAULT_HOST } from '../server/http/listen-address';

export interface Upstream {
  /** Path prefix routed to this upstream ('/' matches everything else). */
  prefix: string;
  target: string;
}

/** Paths the gateway owns: API services, sign-in, test controls, manifests, mock pages. */
export const GATEWAY_PATHS =
  /^\/(iam|hpfm|hmsg|hfle|hmnt|hwfl|hitf|himp|hrpt|hsdr|oauth|wy|__mock__|mock-docs)(\/|$)/;

function pickUpstream(path: string, upstreams: Upstream[]): Upstream | undefined {
  return upstreams
    .filter((upstream) => path.startsWith(upstream.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

function forward(req: IncomingMessage, res: ServerResponse, target: string): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = request(url, { method: req.method, headers: req.headers }, (response) => {
    res.writeHead(response.statusCode ?? 502, response.headers);
    response.pipe(res);
  });
  upstream.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`dev proxy: ${target} is not answering (${error.message}); is it still compiling?`);
  });
  req.pipe(upstream);
}

/**
 * A WebSocket upgrade (the gateway's message socket, a dev server's hot reload) goes to the same
 * upstream a request of that path would: the request head is written again, then bytes flow.
 */
function forwardUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: string): void {
  const { hostname, port } = new URL(target);
  const upstream = connect(Number(port || 80), hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
}

export function startDevProxy(options: {
  /** The interface to listen on (default 127.0.0.1). */
  host?: string;
  port: number;
  gateway: string;
  /** Answers /packages/microConfig.json itself (dev servers write no manifests). */
  manifests: () => unknown[];
  upstreams: Upstream[];
}): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://dev').pathname;
    if (path === '/packages/microConfig.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(options.manifests()));
      return;
    }
    if (GATEWAY_PATHS.test(path)) return forward(req, res, options.gateway);
    const upstream = pickUpstream(path, options.upstreams);
    if (upstream) return forward(req, res, upstream.target);
    res.writeHead(404).end();
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://dev').pathname;
    const target = GATEWAY_PATHS.test(path)
      ? options.gateway
      : pickUpstream(path, options.upstreams)?.target;
    if (target) forwardUpgrade(req, socket, head, target);
    else socket.destroy();
  });
  return new Promise((resolve) =>
    server.listen(options.port, options.host ?? DEFAULT_HOST, () => resolve(server)),
  );
}
