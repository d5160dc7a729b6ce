// Issued access tokens and the session each one carries (current role and tenant). One live
// sign-in per user: issuing a token kicks off that user's earlier live tokens.
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock';
import type { SessionStart } from '../accounts';

export const TOKEN_LIFETIME_SECONDS = 3600;
export const REFRESH_LIFETIME_SECONDS = 86400;

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
  /** Names the session on the Online Users page, so its token never has to. */
  sessionId: string;
  /** The client signed in through, and the caller's address then. */
  clientName: string;
  ip: string;
  refreshExpiresAt: number;
  /** The latest API call made with the token (the gateway's clock). */
  lastAccessAt: number;
}

/** What a sign-in knows besides the user: the client (its token lifetimes) and the address. */
export interface IssueOptions {
  clientName?: string;
  ip?: string;
  lifetimeSeconds?: number;
  refreshSeconds?: number;
}

export type TokenRejection = 'missing' | 'unknown' | 'expired' | 'kicked' | 'revoked';

export type TokenCheck = { ok: true; session: Session } | { ok: false; reason: TokenRejection };

export class TokenStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly clock: Clock) {}

  issue(userId: number, start: SessionStart, options: IssueOptions = {}): Session {
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
      expiresAt: now + (options.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS) * 1000,
      status: 'active',
      ...start,
      sessionId: randomUUID(),
      clientName: options.clientName ?? 'localhost',
      ip: options.ip ?? '127.0.0.1',
      refreshExpiresAt: now + (options.refreshSeconds ?? REFRESH_LIFETIME_SECONDS) * 1000,
      lastAccessAt: now,
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

  /**
   * Ends a live session as an administrator does from Online Users: the token is kicked off (its
   * kickoff check answers 1, so the shell shows the kick-off page). Answers the session, or
   * undefined when no live session has that id.
   */
  kickSession(sessionId: string): Session | undefined {
    const now = this.clock.now();
    const session = [...this.sessions.values()].find(
      (one) => one.sessionId === sessionId && one.status === 'active' && one.expiresAt > now,
    );
    if (session) session.status = 'kicked';
    return session;
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
