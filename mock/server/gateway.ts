// The mock gateway: one node:http server answering the HZERO-style API and serving the built
// apps on one origin, with test controls under /__mock__.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { GatewayConfig, ModuleSource, StaticMount } from './context';
import { createDispatcher } from './dispatch';
import { corsHeaders } from './http/cors';
import type { Reply } from './http/reply';
import { GatewayState } from './state';

export type { ModuleSource, StaticMount } from './context';
export { GatewayState } from './state';

export interface GatewayOptions {
  /** 0 = a random free port; default: env PORT, else 8000. */
  port?: number;
  /** Interface to bind; default: all interfaces (IPv6 and IPv4 where available). */
  host?: string;
  /** Directory whose index.html answers client-side routes (container build, or a sub-app's). */
  spaDir?: string;
  /** Extra static directories; a mount's own index.html answers its prefix. */
  mounts?: StaticMount[];
  /** Sub-apps aggregated at /packages/microConfig.json (omit to serve that path as a file). */
  modules?: ModuleSource[];
  /** Origins accepted in redirect_uri besides the gateway's own (e.g. dev servers). */
  allowedRedirectOrigins?: string[];
  /** No request log. */
  quiet?: boolean;
}

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
  state: GatewayState;
}

/** The mock's own static pages (developer guide, logo, avatars). */
export const MOCK_DOCS_MOUNT: StaticMount = {
  prefix: '/mock-docs/',
  dir: join(__dirname, '..', 'public', 'mock-docs'),
};

function writeReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const body = reply.body ?? '';
  const headers: Record<string, string | number> = {
    ...corsHeaders(req),
    ...reply.headers,
    'Content-Length': Buffer.byteLength(body),
  };
  res.writeHead(reply.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function defaultPort(): number {
  const fromEnv = Number(process.env.PORT);
  return Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : 8000;
}

export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  const state = new GatewayState();
  const config: GatewayConfig = {
    spaDir: options.spaDir,
    mounts: [...(options.mounts ?? []), MOCK_DOCS_MOUNT].sort(
      (a, b) => b.prefix.length - a.prefix.length,
    ),
    modules: options.modules,
    allowedRedirectOrigins: options.allowedRedirectOrigins ?? [],
  };
  const log = (line: string): void => {
    if (!options.quiet) console.log(line);
  };
  const dispatch = createDispatcher(state, config, (error) => {
    if (!options.quiet) console.error('[mock] handler error:', error);
  });

  const server = createServer((req, res) => {
    const started = Date.now();
    dispatch(req)
      .then((reply) => {
        writeReply(req, res, reply);
        const shownUrl = (req.url ?? '').replace(/access_token=[^&]*/g, 'access_token=***');
        log(`[mock] ${req.method} ${shownUrl} ${reply.status} ${Date.now() - started}ms`);
      })
      .catch((error: unknown) => {
        console.error('[mock] failed to answer', req.method, req.url, error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort(), options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).finally(() => state.work.dispose()),
  };
}
