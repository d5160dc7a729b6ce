// Wraps every API answer: adds the session's RequestVerificationToken header, records the call
// into the session's trace while one runs (method, path, status, duration) and into the call log
// when the gateway keeps one (what was sent: query and body too).
import { performance } from 'node:perf_hooks';
import { accessTokenOf } from './auth/bearer';
import { bodyValue } from './call-log';
import type { RequestContext } from './context';
import type { Reply } from './http/reply';
import { observeTraffic } from './monitor/observe-traffic';

export const VERIFICATION_TOKEN_HEADER = 'RequestVerificationToken';

export async function observeApi(ctx: RequestContext, route: () => Promise<Reply>): Promise<Reply> {
  const { state } = ctx;
  const check = state.tokens.check(accessTokenOf(ctx));
  const session = check.ok ? check.session : undefined;
  const trace = session ? state.platform.trace(session.accessToken) : undefined;
  const started = performance.now();
  const reply = await route();
  // A call that started or ended the trace is not part of it.
  if (session && trace && state.platform.trace(session.accessToken) === trace) {
    trace.requests.push({
      method: ctx.method,
      path: ctx.path,
      status: reply.status,
      durationMs: Math.round(performance.now() - started),
    });
  }
  observeTraffic(ctx, session, reply, performance.now() - started);
  if (state.calls.enabled) await logCall(ctx, reply.status);
  const token = state.platform.verificationToken(session?.accessToken);
  return { ...reply, headers: { ...reply.headers, [VERIFICATION_TOKEN_HEADER]: token } };
}

/** The call as received: the body too, read here when the handler did not need it. */
async function logCall(ctx: RequestContext, status: number): Promise<void> {
  let body: unknown;
  try {
    body = bodyValue(await ctx.body());
  } catch {
    body = undefined; // unreadable: the handler has answered for it
  }
  ctx.state.calls.record({
    method: ctx.method,
    wireMethod: (ctx.req.method ?? 'GET').toUpperCase(),
    path: ctx.path,
    query: Object.fromEntries(ctx.query),
    body,
    status,
  });
}
