// Trace log: a session starts a trace, the gateway records that session's API calls, and ending
// the trace answers them. Served under HZERO's monitor service (/hmnt/v1/trace), under the
// platform service (/hpfm/v1/trace) and at the spec's literal /v1/trace.
import { userRoute, type ApiRoute, type UserContext } from '../context';
import { failed, json, type Reply } from '../http/reply';
import type { TraceLogInfo } from '../platform-types';

export const TRACE_PREFIXES = ['/hmnt/v1/trace', '/hpfm/v1/trace', '/v1/trace'];

function status(ctx: UserContext): Reply {
  return json(ctx.state.platform.trace(ctx.session.accessToken) !== undefined);
}

function start(ctx: UserContext): Reply {
  const trace = ctx.state.platform.startTrace(ctx.session.accessToken, ctx.state.clock.now());
  return json({ traceGroupId: trace.traceGroupId });
}

function end(ctx: UserContext): Reply {
  const trace = ctx.state.platform.endTrace(ctx.session.accessToken);
  if (!trace) return failed('error.trace.not_started', 'No trace is running for this session');
  const info: TraceLogInfo = {
    traceGroupId: trace.traceGroupId,
    startedAt: new Date(trace.startedAt).toISOString(),
    endedAt: new Date(ctx.state.clock.now()).toISOString(),
    requests: trace.requests,
  };
  return json(info);
}

export const traceRoutes: ApiRoute[] = TRACE_PREFIXES.flatMap((prefix) => [
  userRoute('GET', `${prefix}/status`, status),
  userRoute('POST', `${prefix}/start`, start),
  userRoute('POST', `${prefix}/end`, end),
]);
