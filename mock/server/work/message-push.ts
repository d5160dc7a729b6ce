// The open message sockets and what they are told: each authenticated socket gets its user's
// unread count as `{ tenantId, number }` when it signs in and whenever that count may have
// changed. A socket whose token no longer works (expired, revoked, kicked off, reset) is closed
// with 4401, which the client reads as the end of the session. Sockets are transport-neutral
// peers here (the `ws` server is in mock/server/http/message-socket.ts), so this is unit-testable.
import type { TokenCheck } from '../auth/token-store';
import type { MessageCountPush } from '../../../src/services/message/types';

/** What the client reads as "the session ended" (HTTP 401's meaning, in the 4000 range). */
export const CLOSE_UNAUTHORIZED = 4401;
/** The first message was not `{ type: 'auth', accessToken }` (or did not come in time). */
export const CLOSE_PROTOCOL = 4400;
/** The gateway drops the socket on purpose (a test control); the client reconnects. */
export const CLOSE_DROPPED = 1012;

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
}

export class MessagePush {
  private readonly connections = new Set<Connection>();

  constructor(private readonly deps: MessagePushDependencies) {
    deps.changes?.((userId) => this.pushTo(userId));
  }

  /** Signs a socket in with its token: told its count, or closed with 4401. */
  add(peer: PushPeer, accessToken: string): boolean {
    const connection = { peer, accessToken };
    if (!this.tell(connection)) return false;
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
    if (!this.tell(connection)) this.connections.delete(connection);
  }

  private tell(connection: Connection): boolean {
    const check = this.deps.check(connection.accessToken);
    if (!check.ok) {
      connection.peer.close(CLOSE_UNAUTHORIZED, `unauthorized: ${check.reason}`);
      return false;
    }
    const push: MessageCountPush = {
      tenantId: check.session.tenantId,
      number: this.deps.unread(check.session.userId),
    };
    connection.peer.send(JSON.stringify(push));
    return true;
  }
}
