// Issued access tokens and the session each one carries (current role and tenant). One live
// sign-in per user: issuing a token kicks off that user's earlier live tokens.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { SessionStart } from '../accounts';

export const TOKEN_LIFETIME_SECONDS = 3600;

export type TokenStatus = 'active' | 'kicked' | 'revoked';

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: number;
  issuedAt: number;
  expiresAt: number;
  status: TokenStatus;
  roleId: number;
  tenantId: number;
}

export type TokenRejection = 'missing' | 'unknown' | 'expired' | 'kicked' | 'revoked';

export type TokenCheck = { ok: true; session: Session } | { ok: false; reason: TokenRejection };

export class TokenStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly clock: Clock) {}

  issue(userId: number, start: SessionStart): Session {
    const now = this.clock.now();
    for (const session of this.sessions.values()) {
      if (session.userId === userId && session.status === 'active' && session.expiresAt > now) {
        session.status = 'kicked';
      }
    }
    const session: Session = {
      accessToken: randomUUID(),
      refreshToken: randomUUID(),
      userId,
      issuedAt: now,
      expiresAt: now + TOKEN_LIFETIME_SECONDS * 1000,
      status: 'active',
      ...start,
    };
    this.sessions.set(session.accessToken, session);
    return session;
  }

  check(accessToken: string | undefined): TokenCheck {
    if (!accessToken) return { ok: false, reason: 'missing' };
    const session = this.sessions.get(accessToken);
    if (!session) return { ok: false, reason: 'unknown' };
    if (session.status !== 'active') return { ok: false, reason: session.status };
    if (session.expiresAt <= this.clock.now()) return { ok: false, reason: 'expired' };
    return { ok: true, session };
  }

  /** 1 only for a token that was kicked off by a later sign-in of the same user. */
  kickoffStatus(accessToken: string | undefined): 0 | 1 {
    const session = accessToken ? this.sessions.get(accessToken) : undefined;
    return session?.status === 'kicked' ? 1 : 0;
  }

  revoke(accessToken: string | undefined): boolean {
    const session = accessToken ? this.sessions.get(accessToken) : undefined;
    if (!session || session.status === 'revoked') return false;
    session.status = 'revoked';
    return true;
  }

  /** Puts every session back where a fresh sign-in would start. */
  resetSessions(startFor: (userId: number) => SessionStart): void {
    for (const session of this.sessions.values()) Object.assign(session, startFor(session.userId));
  }

  clear(): void {
    this.sessions.clear();
  }

  list(): Session[] {
    return [...this.sessions.values()];
  }
}
