import { MessageSocket, readPush, type SocketLike } from './message-socket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  // what the gateway does
  accept() {
    this.onopen?.({});
  }
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1012) {
    this.onclose?.({ code });
  }
}

function setup({ online = true, token = 'secret-token' as string | undefined } = {}) {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const onlineListeners = new Set<() => void>();
  const visibleListeners = new Set<() => void>();
  const counts: unknown[] = [];
  const net = { online, token };
  const onUnauthorized = jest.fn();
  const client = new MessageSocket({
    url: 'ws://gw/hpfm/sock-js?key=hzero-web',
    token: () => net.token,
    onCount: (push) => counts.push(push),
    onUnauthorized,
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    network: {
      online: () => net.online,
      onOnline: (listener) => {
        onlineListeners.add(listener);
        return () => onlineListeners.delete(listener);
      },
    },
    visibility: {
      onVisible: (listener) => {
        visibleListeners.add(listener);
        return () => visibleListeners.delete(listener);
      },
    },
    scheduler: {
      set: (run, ms) => {
        const timer = { run, ms, cleared: false };
        timers.push(timer);
        return timer;
      },
      clear: (timer) => {
        (timer as { cleared: boolean }).cleared = true;
      },
    },
    random: () => 0,
  });
  const last = () => sockets[sockets.length - 1];
  const fire = () => {
    const timer = timers.filter((one) => !one.cleared).pop()!;
    timer.cleared = true;
    timer.run();
  };
  const goOnline = () => {
    net.online = true;
    [...onlineListeners].forEach((listener) => listener());
  };
  const show = () => [...visibleListeners].forEach((listener) => listener());
  return {
    client,
    sockets,
    timers,
    counts,
    net,
    last,
    fire,
    goOnline,
    show,
    onlineListeners,
    visibleListeners,
    onUnauthorized,
  };
}

describe('message socket', () => {
  it('opens one socket, signs in with its first message, and hands on the pushes', () => {
    const s = setup();
    s.client.start();
    s.client.start();
    expect(s.sockets).toHaveLength(1);
    expect(s.last().url).toBe('ws://gw/hpfm/sock-js?key=hzero-web');
    expect(s.last().url).not.toContain('secret-token');
    s.last().accept();
    expect(s.last().sent).toEqual([JSON.stringify({ type: 'auth', accessToken: 'secret-token' })]);
    s.last().push({ tenantId: 1, number: 4 });
    s.last().push('not json');
    s.last().push({ tenantId: 1, number: -2 });
    expect(s.counts).toEqual([{ tenantId: 1, number: 4 }]);
    expect(s.client.status).toBe('open');
  });

  it('reconnects after a drop with growing waits, and afresh once told again', () => {
    const s = setup();
    s.client.start();
    s.last().accept();
    s.last().drop();
    expect(s.client.status).toBe('waiting');
    expect(s.timers.map((timer) => timer.ms)).toEqual([250]);
    s.fire();
    expect(s.sockets).toHaveLength(2);
    s.last().drop(1006); // the handshake failed
    s.fire();
    s.last().drop(1006);
    expect(s.timers.map((timer) => timer.ms)).toEqual([250, 500, 1000]);
    s.fire();
    s.last().accept();
    s.last().push({ tenantId: 1, number: 5 });
    s.last().drop();
    expect(s.timers.at(-1)!.ms).toBe(250);
    expect(s.counts).toEqual([{ tenantId: 1, number: 5 }]);
  });

  it('sends nothing and tries nothing while offline, and connects when back online', () => {
    const s = setup({ online: false });
    s.client.start();
    expect(s.sockets).toHaveLength(0);
    expect(s.client.status).toBe('offline');
    s.goOnline();
    expect(s.sockets).toHaveLength(1);
    expect(s.onlineListeners.size).toBe(0);

    s.last().accept();
    s.net.online = false;
    s.last().drop(1006);
    expect(s.timers).toHaveLength(0);
    expect(s.client.status).toBe('offline');
    s.goOnline();
    expect(s.sockets).toHaveLength(2);
    // offline again before the handshake ends: nothing is sent, the socket is closed
    s.net.online = false;
    s.last().accept();
    expect(s.last().sent).toEqual([]);
    expect(s.last().closedWith).toBe(1000);
  });

  it('stops on sign-out: the socket closes, waits and listeners end, nothing reopens', () => {
    const s = setup();
    s.client.start();
    s.last().accept();
    s.last().drop();
    s.client.stop();
    expect(s.timers[0].cleared).toBe(true);
    expect(s.client.status).toBe('stopped');
    s.client.start();
    expect(s.sockets).toHaveLength(1);

    const open = setup();
    open.client.start();
    open.last().accept();
    open.client.dispose();
    expect(open.last().closedWith).toBe(1000);
    open.last().drop(1000); // a late close event changes nothing
    expect(open.timers).toHaveLength(0);
  });

  it('stops and ends the session when the gateway refuses it (4401)', () => {
    const s = setup();
    s.client.start();
    s.last().accept();
    s.last().drop(4401);
    expect(s.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(s.client.status).toBe('stopped');
    expect(s.timers).toHaveLength(0);
  });

  it('does not reconnect when a newer socket of the user took its place (4409) until shown', () => {
    const s = setup();
    s.client.start();
    s.last().accept();
    s.last().push({ tenantId: 1, number: 4 });
    s.last().drop(4409);
    expect(s.client.status).toBe('superseded');
    expect(s.timers).toHaveLength(0); // no retry that would push out another tab
    expect(s.sockets).toHaveLength(1);
    expect(s.onUnauthorized).not.toHaveBeenCalled();

    s.show(); // the user looks at this tab again: one new socket
    expect(s.sockets).toHaveLength(2);
    expect(s.visibleListeners.size).toBe(0);
    s.show();
    expect(s.sockets).toHaveLength(2);
    s.last().accept();
    expect(s.client.status).toBe('open');

    s.last().drop(4409);
    s.client.stop(); // sign-out while waiting to be shown: nothing is left listening
    expect(s.visibleListeners.size).toBe(0);
  });

  it('stops when the token is gone (signed out in another tab)', () => {
    const s = setup();
    s.client.start();
    s.last().accept();
    s.last().drop();
    s.net.token = undefined;
    s.fire();
    expect(s.sockets).toHaveLength(1);
    expect(s.client.status).toBe('stopped');
    expect(s.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('reading a push', () => {
  it.each([
    ['{"tenantId":1,"number":3}', { tenantId: 1, number: 3 }],
    ['{"tenantId":0,"number":0}', { tenantId: 0, number: 0 }],
    ['{"tenantId":1,"number":1.5}', undefined],
    ['{"number":3}', undefined],
    ['null', undefined],
    ['[', undefined],
    [42, undefined],
  ])('%j → %j', (data, push) => {
    expect(readPush(data)).toEqual(push);
  });
});
