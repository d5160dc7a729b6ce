// Wraps every API answer: adds the session's RequestVerificationToken header and, while the
// session runs a trace, records the call (method, path, status, duration) into it.
import { performance } from 'node:perf_hooks';
import { accessTokenOf } from './auth/bearer';
import type { RequestContext } from './context';
import type { Reply } from './http/reply';

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
  const token = state.platform.verificationToken(session?.accessToken);
  return { ...reply, headers: { ...reply.headers, [VERIFICATION_TOKEN_HEADER]: token } };
}
