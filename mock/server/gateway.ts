// The mock gateway: one node:http server answering the HZERO-style API and serving the built
// apps on one origin, with test controls under /__mock__.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { GatewayConfig, ModuleSource, StaticMount } from './context';
import { createDispatcher } from './dispatch';
import { securityHeaders, responseKindOf } from './http/security-headers';
import { LOGIN_SCRIPT_HASH } from './auth/login-page';
import { corsHeaders, trustedOrigins } from './http/cors';
import { compressReply, createCompressionCache, type CompressionCache } from './http/compression';
import { DEFAULT_HOST, listenOrigins, listenUrl } from './http/listen-address';
import { attachMessageSocket } from './http/message-socket';
import type { Reply } from './http/reply';
import { GatewayState } from './state';

export type { ModuleSource, StaticMount } from './context';
export { GatewayState } from './state';
export { loopbackOrigins } from './http/listen-address';

export interface GatewayOptions {
  /** 0 = a random free port; default: env PORT, else 8000. */
  port?: number;
  /**
   * Interface to listen on; default 127.0.0.1 (this machine only). `0.0.0.0` or `::` for every
   * interface (then set `publicOrigins` to the names other machines use).
   */
  host?: string;
  /** Directory whose index.html answers client-side routes (container build, or a sub-app's). */
  spaDir?: string;
  /** Extra static directories; a mount's own index.html answers its prefix. */
  mounts?: StaticMount[];
  /** Sub-apps aggregated at /packages/microConfig.json (omit to serve that path as a file). */
  modules?: ModuleSource[];
  /**
   * Origins trusted besides the gateway's own (`MOCK_ALLOWED_ORIGINS`): sign-in may return
   * there, and they may call the API cross-origin (CORS) and open the message socket: a foreign
   * qiankun host that embeds us, a dev server.
   */
  allowedRedirectOrigins?: string[];
  /**
   * The origins the gateway is reached at (`POLARIS_PUBLIC_ORIGIN`); default: those of `host`
   * on the port it listens on (or `publicPort`, behind a proxy), see `listenOrigins`.
   */
  publicOrigins?: string[];
  /** The port browsers reach it on, when a proxy stands in front (`npm run dev`). */
  publicPort?: number;
  /** Origins besides ours that may frame the product (`POLARIS_FRAME_ANCESTORS`). */
  frameAncestors?: string[];
  /** Origins inner-link tabs may show (`POLARIS_INNER_LINK_ORIGINS`, as the apps were built). */
  linkOrigins?: string[];
  /** No request log. */
  quiet?: boolean;
  /** Keep the API calls received (`state.calls`), for tests of what a client sends. */
  recordCalls?: boolean;
  /**
   * Answer the test controls under `/__mock__/` (faults, reset, clock, messages, script
   * helpers); default true. Off (`POLARIS_MOCK_CONTROLS=0` for the commands), every such path
   * answers as an unknown path does: a plain 404.
   */
  testControls?: boolean;
}

export interface RunningGateway {
  /** Where clients on this machine reach it: `http://localhost:<port>` on the default host. */
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

function writeReply(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Reply,
  config: GatewayConfig,
  compression: CompressionCache,
): void {
  const reply = compressReply(answer, req.headers['accept-encoding'], compression);
  const body = reply.body ?? '';
  const path = (req.url ?? '/').split(/[?#]/)[0];
  const headers: Record<string, string | number> = {
    ...corsHeaders(req, trustedOrigins(config)),
    ...securityHeaders(responseKindOf(path, reply.headers?.['Content-Type']), config.headers),
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
  state.calls.enabled = options.recordCalls ?? false;
  const allowedRedirectOrigins = options.allowedRedirectOrigins ?? [];
  const config: GatewayConfig = {
    spaDir: options.spaDir,
    mounts: [...(options.mounts ?? []), MOCK_DOCS_MOUNT].sort(
      (a, b) => b.prefix.length - a.prefix.length,
    ),
    modules: options.modules,
    allowedRedirectOrigins,
    publicOrigins: [], // known once the port is: see below
    testControls: options.testControls ?? true,
    headers: {
      frameAncestors: options.frameAncestors ?? [],
      linkOrigins: options.linkOrigins ?? [],
      signInReturnOrigins: allowedRedirectOrigins,
      signInScriptHashes: [LOGIN_SCRIPT_HASH],
    },
  };
  const log = (line: string): void => {
    if (!options.quiet) console.log(line);
  };
  const dispatch = createDispatcher(state, config, (error) => {
    if (!options.quiet) console.error('[mock] handler error:', error);
  });

  const compression = createCompressionCache();
  const server = createServer((req, res) => {
    const started = Date.now();
    dispatch(req)
      .then((reply) => {
        writeReply(req, res, reply, config, compression);
        const shownUrl = (req.url ?? '').replace(/access_token=[^&]*/g, 'access_token=***');
        log(`[mock] ${req.method} ${shownUrl} ${reply.status} ${Date.now() - started}ms`);
      })
      .catch((error: unknown) => {
        console.error('[mock] failed to answer', req.method, req.url, error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });

  const messageSocket = attachMessageSocket(server, state.messagePush, config, log);

  const host = options.host ?? DEFAULT_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? defaultPort(), host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  config.publicOrigins = options.publicOrigins?.length
    ? options.publicOrigins
    : listenOrigins(host, options.publicPort ?? port);
  state.clients.useOrigins([...config.publicOrigins, ...allowedRedirectOrigins]);

  return {
    url: listenUrl(host, port),
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        messageSocket.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }).finally(() => state.work.dispose()),
  };
}
