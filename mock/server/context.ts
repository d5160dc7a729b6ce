// What a route handler gets: the parsed request, the gateway state and configuration, and for
// authenticated routes the caller's session.
import type { IncomingMessage } from 'node:http';
import type { MicroBuildOptions } from '../../src/build/module-manifest';
import type { HeaderSettings } from './http/security-headers';
import type { Session } from './auth/token-store';
import type { ParsedBody } from './http/body';
import type { Reply } from './http/reply';
import type { RoutePattern } from './http/router';
import type { GatewayState } from './state';

export interface StaticMount {
  /** URL prefix ending with '/', e.g. '/apps/platform/'. */
  prefix: string;
  /** Absolute directory served under the prefix. */
  dir: string;
}

export interface ModuleSource {
  name: string;
  publicUrl: string;
  /** JSON manifest written by the module's build; read at request time. */
  manifestFile: string;
  /**
   * While the module is being built (`npm start` serves the shell first) or its build failed:
   * what the shell is told instead of the manifest, asked at request time; undefined once built.
   */
  pending?: () => PendingModule | undefined;
}

/** A module whose build is not there yet: enough for the shell to know which pages are its. */
export interface PendingModule
  extends Pick<MicroBuildOptions, 'registerRegex' | 'priority' | 'promptKeys' | 'routes'> {
  status: 'building' | 'failed';
}

export interface GatewayConfig {
  spaDir?: string;
  mounts: StaticMount[];
  modules?: ModuleSource[];
  allowedRedirectOrigins: string[];
  /**
   * The origins the gateway is reached at, from its configuration (never from the Host header,
   * which any client can set); the first is the one it names itself by.
   */
  publicOrigins: string[];
  /** Whether `/__mock__/*` answers (off: those paths are unknown paths, a plain 404). */
  testControls: boolean;
  /** What the security headers allow (http/security-headers.ts). */
  headers: HeaderSettings;
}

export interface RequestContext {
  req: IncomingMessage;
  /** Method after X-HTTP-Method-Override. */
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  /**
   * The gateway's own origin as the client reached it: the request's origin when it is one of
   * the configured public origins, else the first of them.
   */
  origin: string;
  state: GatewayState;
  config: GatewayConfig;
  body(): Promise<ParsedBody>;
}

export interface UserContext extends RequestContext {
  session: Session;
}

export type Handler<C> = (ctx: C) => Reply | Promise<Reply>;

export type ApiRoute =
  | (RoutePattern & { access: 'public'; handler: Handler<RequestContext> })
  | (RoutePattern & { access: 'user'; handler: Handler<UserContext> });

/** A route anyone may call (sign-in pages, public key, public prompts, kickoff...). */
export function publicRoute(
  method: string,
  pattern: string,
  handler: Handler<RequestContext>,
): ApiRoute {
  return { method, pattern, access: 'public', handler };
}

/** A route that needs a valid bearer token; the handler gets the token's session. */
export function userRoute(
  method: string,
  pattern: string,
  handler: Handler<UserContext>,
): ApiRoute {
  return { method, pattern, access: 'user', handler };
}
