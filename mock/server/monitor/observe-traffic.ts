// One API call into the gateway's call log (traffic.ts), with who made it; and the session's last
// access moved to now (the Online Users page shows it).
import type { Session } from '../auth/token-store';
import type { RequestContext } from '../context';
import type { Reply } from '../http/reply';
import { callerIp } from '../sessions/client-authorize';
import { answeredFailure } from './traffic';

export function observeTraffic(
  ctx: RequestContext,
  session: Session | undefined,
  reply: Reply,
  durationMs: number,
): void {
  const now = ctx.state.clock.now();
  if (session) session.lastAccessAt = now;
  ctx.state.monitor.traffic.record({
    at: now,
    method: ctx.method,
    path: ctx.path,
    status: reply.status,
    failed: answeredFailure(reply.status, reply.body),
    durationMs: Math.max(0, Math.round(durationMs)),
    ip: callerIp(ctx),
    caller: session && {
      userId: session.userId,
      tenantId: session.tenantId,
      roleId: session.roleId,
      clientName: session.clientName,
    },
  });
}
