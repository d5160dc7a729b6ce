// One request through the gateway: the test controls (when on), faults, then CORS preflight,
// then the API (with the bearer check on non-public routes), then static files and the SPA
// fallback.
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes } from './api/api-routes';
import { isMockPath, mockControlRoutes } from './api/mock-control';
import { observeApi } from './api-observer';
import { isApiPath } from './api-paths';
import { accessTokenOf, unauthorized } from './auth/bearer';
import type { ApiRoute, GatewayConfig, RequestContext } from './context';
import { BodyError, parseBody, readRawBody, type ParsedBody } from './http/body';
import { preflightHeaders, trustedOrigins } from './http/cors';
import { anyBody, empty, failed, json, type Reply } from './http/reply';
import { Router } from './http/router';
import type { GatewayState } from './state';
import { MICRO_CONFIG_PATH, microConfigReply } from './static/micro-config';
import { testHostReply } from './static/test-host';
import {
  faviconReply,
  notFoundPage,
  serveMount,
  serveSpaFallback,
  serveSpaFile,
  wantsSpaFallback,
} from './static/static-files';

const OVERRIDABLE_METHODS = ['PUT', 'DELETE', 'PATCH'];

/** POST + `X-HTTP-Method-Override: PUT|DELETE|PATCH` is routed as the overriding method. */
export function effectiveMethod(req: IncomingMessage): string {
  const wire = (req.method ?? 'GET').toUpperCase();
  const override = req.headers['x-http-method-override'];
  const wanted = (Array.isArray(override) ? override[0] : override)?.trim().toUpperCase();
  return wire === 'POST' && wanted && OVERRIDABLE_METHODS.includes(wanted) ? wanted : wire;
}

/**
 * The request URL (its origin from the Host header, trusted only where it names a configured
 * public origin: see `ownOrigin`). The target is appended to the origin rather than resolved
 * against it, so `//other.host/x` stays a path on this origin.
 */
function requestUrl(req: IncomingMessage): URL | undefined {
  const target = req.url ?? '/';
  try {
    return new URL(
      `http://${req.headers.host ?? 'localhost'}${target.startsWith('/') ? '' : '/'}${target}`,
    );
  } catch {
    return undefined;
  }
}

/** The request's origin if the gateway is configured to be reached there, else its first one. */
export function ownOrigin(requestOrigin: string, publicOrigins: readonly string[]): string {
  return publicOrigins.includes(requestOrigin) ? requestOrigin : publicOrigins[0];
}

export type Dispatcher = (req: IncomingMessage) => Promise<Reply>;

export function createDispatcher(
  state: GatewayState,
  config: GatewayConfig,
  logError: (error: unknown) => void,
): Dispatcher {
  const api = new Router<ApiRoute>().add(...apiRoutes);
  const control = new Router<ApiRoute>().add(...mockControlRoutes);

  async function routeApi(router: Router<ApiRoute>, ctx: RequestContext): Promise<Reply> {
    const match = router.match(ctx.method, ctx.path);
    if (match.kind === 'found' && match.route.access === 'public') {
      return match.route.handler({ ...ctx, params: match.params });
    }
    // Like the real gateway, the token is checked before the route is known to exist.
    const check = ctx.state.tokens.check(accessTokenOf(ctx));
    if (!check.ok) return unauthorized(check.reason);
    if (match.kind === 'found' && match.route.access === 'user') {
      return match.route.handler({ ...ctx, params: match.params, session: check.session });
    }
    if (match.kind === 'method-not-allowed') {
      return json(
        {
          failed: true,
          code: 'error.method_not_allowed',
          message: `${ctx.method} not allowed`,
          type: 'error',
        },
        405,
        { Allow: match.allowed.join(', ') },
      );
    }
    return failed('error.api.not_found', `The mock gateway has no ${ctx.method} ${ctx.path}`, 404);
  }

  async function routeControl(ctx: RequestContext): Promise<Reply> {
    const match = control.match(ctx.method, ctx.path);
    if (match.kind === 'found' && match.route.access === 'public') {
      return match.route.handler({ ...ctx, params: match.params });
    }
    return failed(
      'error.mock.not_found',
      `No mock control endpoint ${ctx.method} ${ctx.path}`,
      404,
    );
  }

  async function serveFiles(ctx: RequestContext): Promise<Reply> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      return failed('error.api.not_found', `Nothing handles ${ctx.method} ${ctx.path}`, 404);
    }
    if (ctx.path === MICRO_CONFIG_PATH && config.modules) return microConfigReply(config.modules);
    // a foreign qiankun host to try embedding with: a test page, so only with the test controls
    const hostFile = config.testControls ? await testHostReply(ctx.path) : undefined;
    if (hostFile) return hostFile;
    for (const mount of config.mounts) {
      const reply = await serveMount(mount, ctx.path);
      if (reply) return reply;
    }
    const spaFile = config.spaDir ? await serveSpaFile(config.spaDir, ctx.path) : undefined;
    if (spaFile) return spaFile;
    if (ctx.path === '/favicon.ico') return faviconReply(); // pages that link no icon ask for it
    // with the test controls off, their paths are unknown paths: never the SPA's page
    if (!isMockPath(ctx.path) && wantsSpaFallback(ctx.path, ctx.req.headers.accept)) {
      return serveSpaFallback(config.spaDir, ctx.path);
    }
    return notFoundPage(ctx.path);
  }

  return async function dispatch(req) {
    const url = requestUrl(req);
    if (!url)
      return failed('error.request.invalid', 'Malformed Host header or request target', 400);
    const wireMethod = (req.method ?? 'GET').toUpperCase();
    let parsed: Promise<ParsedBody> | undefined;
    const ctx: RequestContext = {
      req,
      method: effectiveMethod(req),
      url,
      path: url.pathname,
      query: url.searchParams,
      params: {},
      origin: ownOrigin(url.origin, config.publicOrigins),
      state,
      config,
      body: () =>
        (parsed ??= readRawBody(req).then((raw) => parseBody(raw, req.headers['content-type']))),
    };
    try {
      if (config.testControls && isMockPath(ctx.path)) return await routeControl(ctx);
      const fault = state.faults.take([wireMethod, ctx.method], ctx.path + url.search);
      if (fault?.delayMs) await sleep(fault.delayMs);
      if (fault?.status !== undefined) return anyBody(fault.status, fault.body);
      if (wireMethod === 'OPTIONS') {
        return { ...empty(204), headers: preflightHeaders(req, trustedOrigins(config)) };
      }
      if (isApiPath(ctx.path)) return await observeApi(ctx, () => routeApi(api, ctx));
      return await serveFiles(ctx);
    } catch (error) {
      if (error instanceof BodyError) {
        return failed(error.code, error.message, error.status);
      }
      logError(error);
      const message = error instanceof Error ? error.message : String(error);
      return failed('error.mock.internal', `Mock gateway error: ${message}`, 500);
    }
  };
}
