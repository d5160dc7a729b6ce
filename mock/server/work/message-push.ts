// The open message sockets and what they are told: each authenticated socket gets its user's
// unread count as `{ tenantId, number }` when it signs in and whenever that count may have
// changed. A socket whose token no longer works (expired, revoked, kicked off, reset) is closed
// with 4401, which the client reads as the end of the session; a user's sockets beyond
// MAX_SOCKETS_PER_USER push out the oldest (4409). Sockets are transport-neutral peers here (the
// `ws` server is in mock/server/http/message-socket.ts), so this is unit-testable.
import type { TokenCheck } from '../auth/token-store';
import type { MessageCountPush } from '../../../src/services/message/types';

/** What the client reads as "the session ended" (HTTP 401's meaning, in the 4000 range). */
export const CLOSE_UNAUTHORIZED = 4401;
/** The first message was not `{ type: 'auth', accessToken }` (or did not come in time). */
export const CLOSE_PROTOCOL = 4400;
/** The gateway drops the socket on purpose (a test control); the client reconnects. */
export const CLOSE_DROPPED = 1012;
/**
 * A newer socket of the same user took this one's place (more than MAX_SOCKETS_PER_USER): the
 * client does not reconnect by itself (that would push out another of the user's sockets, and
 * so on), only when its page is looked at again.
 */
export const CLOSE_SUPERSEDED = 4409;

/**
 * Signed-in sockets per user. Every tab of the shell holds one and all of a user's tabs share
 * one sign-in (a new sign-in kicks the earlier one off), so 8 leaves room for a person's usual
 * handful of tabs plus reloads whose old socket is not yet known to be gone (up to a heartbeat,
 * 20 s), while one token can never hold more than 8 sockets' buffers and pushes.
 */
export const MAX_SOCKETS_PER_USER = 8;

/** The oldest of a user's open sockets (oldest first) to close before one more may join. */
export function supersededBy<T>(open: readonly T[], limit: number): T[] {
  return open.slice(0, Math.max(0, open.length - Math.max(0, limit - 1)));
}

export interface PushPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

interface Connection {
  peer: PushPeer;
  accessToken: string;
}

export interface MessagePushDependencies {
  check(accessToken: string): TokenCheck;
  unread(userId: number): number;
  /** Calls the listener with a user id whenever that user's unread count may have changed. */
  changes?(listener: (userId: number) => void): unknown;
  /** Default MAX_SOCKETS_PER_USER. */
  maxPerUser?: number;
}

export class MessagePush {
  private readonly connections = new Set<Connection>();

  constructor(private readonly deps: MessagePushDependencies) {
    deps.changes?.((userId) => this.pushTo(userId));
  }

  /**
   * Signs a socket in with its token: told its count, or closed with 4401. When the user has
   * MAX_SOCKETS_PER_USER open already, the oldest of them is closed with 4409.
   */
  add(peer: PushPeer, accessToken: string): boolean {
    const connection = { peer, accessToken };
    const userId = this.tell(connection);
    if (userId === undefined) return false;
    const open = [...this.connections].filter((one) => this.userOf(one) === userId);
    for (const old of supersededBy(open, this.deps.maxPerUser ?? MAX_SOCKETS_PER_USER)) {
      this.connections.delete(old);
      old.peer.close(CLOSE_SUPERSEDED, 'superseded by a newer socket of this user');
    }
    this.connections.add(connection);
    return true;
  }

  remove(peer: PushPeer): void {
    for (const connection of this.connections) {
      if (connection.peer === peer) this.connections.delete(connection);
    }
  }

  /** Tells every socket of the user its count (closing those whose token stopped working). */
  pushTo(userId: number): void {
    for (const connection of this.connections) {
      const check = this.deps.check(connection.accessToken);
      if (!check.ok || check.session.userId === userId) this.keepOrClose(connection);
    }
  }

  /** Closes the sockets whose token stopped working; the others are left alone. */
  recheck(): void {
    for (const connection of this.connections) {
      if (!this.deps.check(connection.accessToken).ok) this.keepOrClose(connection);
    }
  }

  /** Drops the sockets of a user (all when none is named); answers how many. */
  drop(userId?: number): number {
    let dropped = 0;
    for (const connection of this.connections) {
      const check = this.deps.check(connection.accessToken);
      if (userId !== undefined && (!check.ok || check.session.userId !== userId)) continue;
      this.connections.delete(connection);
      connection.peer.close(CLOSE_DROPPED, 'dropped by the gateway');
      dropped += 1;
    }
    return dropped;
  }

  /** Open, signed-in sockets of a user (all users when none is named). */
  count(userId?: number): number {
    return [...this.connections].filter((connection) => {
      const check = this.deps.check(connection.accessToken);
      return check.ok && (userId === undefined || check.session.userId === userId);
    }).length;
  }

  closeAll(code: number, reason: string): void {
    for (const connection of this.connections) connection.peer.close(code, reason);
    this.connections.clear();
  }

  private keepOrClose(connection: Connection): void {
    if (this.tell(connection) === undefined) this.connections.delete(connection);
  }

  private userOf(connection: Connection): number | undefined {
    const check = this.deps.check(connection.accessToken);
    return check.ok ? check.session.userId : undefined;
  }

  /** Tells the socket its user's count and answers the user; undefined: closed with 4401. */
  private tell(connection: Connection): number | undefined {
    const check = this.deps.check(connection.accessToken);
    if (!check.ok) {
      connection.peer.close(CLOSE_UNAUTHORIZED, `unauthorized: ${check.reason}`);
      return undefined;
    }
    const push: MessageCountPush = {
      tenantId: check.session.tenantId,
      number: this.deps.unread(check.session.userId),
    };
    connection.peer.send(JSON.stringify(push));
    return check.session.userId;
  }
}
