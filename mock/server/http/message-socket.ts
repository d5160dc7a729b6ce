// The message socket under the platform gateway (HZERO: `/hpfm/sock-js`, key `hzero-web`): a
// real WebSocket server on the gateway's own port. The token never travels in the address: the
// client's first message is `{ type: 'auth', accessToken }` (within 5 s, else 4400); then the
// gateway pushes `{ tenantId, number }` (see work/message-push.ts). Requests are logged without
// their query, and a socket from an origin CORS does not trust is refused (403): see cors.ts.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { GatewayConfig } from '../context';
import { originTrusted, trustedOrigins } from './cors';
import { CLOSE_PROTOCOL, type MessagePush } from '../work/message-push';

export const MESSAGE_SOCKET_PATH = '/hpfm/sock-js';
export const MESSAGE_SOCKET_KEY = 'hzero-web';
const AUTH_TIMEOUT_MS = 5000;
const HEARTBEAT_MS = 20_000;

interface AuthMessage {
  type: 'auth';
  accessToken: string;
}

function authOf(data: RawData): AuthMessage | undefined {
  try {
    const message = JSON.parse(data.toString()) as Partial<AuthMessage>;
    return message.type === 'auth' && typeof message.accessToken === 'string'
      ? (message as AuthMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** No Origin (not a browser), or one that CORS trusts too. */
function originAllowed(req: IncomingMessage, config: GatewayConfig): boolean {
  const origin = req.headers.origin;
  return !origin || originTrusted(origin, trustedOrigins(config));
}

export interface MessageSocketServer {
  close(): void;
}

export function attachMessageSocket(
  server: Server,
  push: MessagePush,
  config: GatewayConfig,
  log: (line: string) => void,
): MessageSocketServer {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 });
  const alive = new WeakSet<WebSocket>();

  function accept(ws: WebSocket): void {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    const peer = {
      send: (text: string) => ws.send(text),
      close: (code: number, reason: string) => ws.close(code, reason),
    };
    const timer = setTimeout(() => ws.close(CLOSE_PROTOCOL, 'auth expected'), AUTH_TIMEOUT_MS);
    ws.once('message', (data) => {
      clearTimeout(timer);
      const auth = authOf(data);
      if (!auth) ws.close(CLOSE_PROTOCOL, 'auth expected');
      else push.add(peer, auth.accessToken);
    });
    ws.on('close', () => {
      clearTimeout(timer);
      push.remove(peer);
    });
    ws.on('error', () => push.remove(peer));
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    // never the query: a client of HZERO's older form may still put a token there
    log(`[mock] WS ${url.pathname}`);
    if (url.pathname !== MESSAGE_SOCKET_PATH) return refuse(socket, '404 Not Found');
    if (!originAllowed(req, config)) return refuse(socket, '403 Forbidden');
    if (url.searchParams.get('key') !== MESSAGE_SOCKET_KEY)
      return refuse(socket, '400 Bad Request');
    sockets.handleUpgrade(req, socket, head, accept);
  };
  server.on('upgrade', onUpgrade);

  // Dead peers are terminated; sockets whose token ran out are closed with 4401.
  const heartbeat = setInterval(() => {
    for (const ws of sockets.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
    push.recheck();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      push.closeAll(1001, 'gateway closing');
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}
