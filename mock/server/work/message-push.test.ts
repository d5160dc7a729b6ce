// At most MAX_SOCKETS_PER_USER signed-in sockets per user: one more pushes out the oldest (4409);
// other users' sockets are not counted.
import type { TokenCheck } from '../auth/token-store';
import {
  CLOSE_SUPERSEDED,
  MAX_SOCKETS_PER_USER,
  MessagePush,
  supersededBy,
  type PushPeer,
} from './message-push';

describe('supersededBy', () => {
  it.each([
    [[], 3, []],
    [['a'], 3, []],
    [['a', 'b'], 3, []],
    [['a', 'b', 'c'], 3, ['a']],
    [['a', 'b', 'c', 'd'], 3, ['a', 'b']],
    [['a'], 1, ['a']],
    [['a', 'b'], 0, ['a', 'b']],
  ])('%j with a limit of %p → close %j', (open, limit, closed) => {
    expect(supersededBy(open, limit)).toEqual(closed);
  });
});

class Peer implements PushPeer {
  sent: string[] = [];
  closed: number | undefined;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closed = code;
  }
}

/** Tokens `u<userId>-…` belong to that user; others are unknown. */
function check(accessToken: string): TokenCheck {
  const userId = Number(/^u(\d+)-/.exec(accessToken)?.[1]);
  if (!userId) return { ok: false, reason: 'unknown' };
  return { ok: true, session: { userId, tenantId: 1 } } as TokenCheck;
}

describe('MessagePush per-user limit', () => {
  it(`closes the oldest of a user's sockets when socket ${MAX_SOCKETS_PER_USER + 1} signs in`, () => {
    const push = new MessagePush({ check, unread: () => 2 });
    const peers = Array.from({ length: MAX_SOCKETS_PER_USER + 2 }, () => new Peer());
    const other = new Peer();
    push.add(other, 'u2-a');
    peers.slice(0, MAX_SOCKETS_PER_USER).forEach((peer) => push.add(peer, 'u1-a'));
    expect(peers.map((peer) => peer.closed)).toEqual(peers.map(() => undefined));

    push.add(peers[MAX_SOCKETS_PER_USER], 'u1-a');
    push.add(peers[MAX_SOCKETS_PER_USER + 1], 'u1-a');
    expect(peers.map((peer) => peer.closed)).toEqual([
      CLOSE_SUPERSEDED,
      CLOSE_SUPERSEDED,
      ...peers.slice(2).map(() => undefined),
    ]);
    expect(push.count(1)).toBe(MAX_SOCKETS_PER_USER);
    expect(push.count(2)).toBe(1);
    expect(other.closed).toBeUndefined();

    push.pushTo(1); // the superseded sockets are told nothing more
    expect(peers[0].sent).toHaveLength(1);
    expect(peers[2].sent).toHaveLength(2);
  });

  it('takes its limit from the dependencies', () => {
    const push = new MessagePush({ check, unread: () => 0, maxPerUser: 2 });
    const [first, second, third] = [new Peer(), new Peer(), new Peer()];
    push.add(first, 'u1-a');
    push.add(second, 'u1-b');
    push.add(third, 'u1-c');
    expect([first.closed, second.closed, third.closed]).toEqual([
      CLOSE_SUPERSEDED,
      undefined,
      undefined,
    ]);
  });

  it('does not count a socket refused for its token', () => {
    const push = new MessagePush({ check, unread: () => 0, maxPerUser: 1 });
    const [kept, refused] = [new Peer(), new Peer()];
    push.add(kept, 'u1-a');
    expect(push.add(refused, 'bogus')).toBe(false);
    expect([kept.closed, refused.closed]).toEqual([undefined, 4401]);
  });
});
