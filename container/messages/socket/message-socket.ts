/**
 * The live unread count: one WebSocket to the gateway's message socket per shell (its runtime
 * owns it). It signs in with its first message (the token never goes into the address or a log),
 * hands every `{ tenantId, number }` push to `onCount`, and when the socket closes tries again
 * after an exponential wait with jitter (backoff.ts). While the browser is offline it sends and
 * tries nothing: it waits for the `online` event. It stops for good on `stop()` (sign-out), when
 * there is no token any more, and when the gateway closes with 4401 (the session ended: then
 * `onUnauthorized`). A close with 4409 (the user opened more sockets than the gateway keeps, and
 * this, the oldest, made room) is not retried, since reconnecting would push out another of the
 * user's tabs, which would do the same: it waits until its page is shown again, then connects
 * once. The socket, timers, network, page visibility and randomness are injected, so the
 * lifecycle is tested with a fake socket.
 */
import type { MessageCountPush } from '@polaris/core/services/message/types';
import { DEFAULT_BACKOFF, reconnectDelay, type BackoffOptions } from './backoff';

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface NetworkWatch {
  online(): boolean;
  /** Calls `listener` when the browser is back online; the result stops that. */
  onOnline(listener: () => void): () => void;
}

export interface VisibilityWatch {
  /** Calls `listener` when the page becomes visible; the result stops that. */
  onVisible(listener: () => void): () => void;
}

export interface Scheduler {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface MessageSocketOptions {
  url: string;
  /** The current access token; none: the session is over (signed out), the socket stops. */
  token(): string | undefined;
  onCount(push: MessageCountPush): void;
  /** The gateway refused the session (4401): the app ends it as it does for an HTTP 401. */
  onUnauthorized(): void;
  connect?(url: string): SocketLike;
  network?: NetworkWatch;
  visibility?: VisibilityWatch;
  scheduler?: Scheduler;
  random?: () => number;
  backoff?: BackoffOptions;
}

export type SocketStatus =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'waiting'
  | 'offline'
  | 'superseded'
  | 'stopped';

/** The gateway's close code for "this session is not valid" (HTTP 401's meaning). */
export const CLOSE_UNAUTHORIZED = 4401;
/** The gateway's close code for "a newer socket of this user took this one's place". */
export const CLOSE_SUPERSEDED = 4409;

/** A push as the gateway sends it; anything else is ignored. */
export function readPush(data: unknown): MessageCountPush | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as Partial<MessageCountPush> | null;
    const { tenantId, number } = value ?? {};
    return Number.isInteger(number) && (number as number) >= 0 && Number.isInteger(tenantId)
      ? { tenantId: tenantId as number, number: number as number }
      : undefined;
  } catch {
    return undefined;
  }
}

const browserNetwork: NetworkWatch = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

const browserVisibility: VisibilityWatch = {
  onVisible(listener) {
    const changed = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
};

const timers: Scheduler = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class MessageSocket {
  private current: SocketLike | null = null;
  private timer: unknown = null;
  private stopWaiting: (() => void) | null = null;
  private attempt = 0;
  private state: SocketStatus = 'idle';
  private readonly connect: (url: string) => SocketLike;
  private readonly network: NetworkWatch;
  private readonly visibility: VisibilityWatch;
  private readonly scheduler: Scheduler;

  constructor(private readonly options: MessageSocketOptions) {
    this.connect = options.connect ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.network = options.network ?? browserNetwork;
    this.visibility = options.visibility ?? browserVisibility;
    this.scheduler = options.scheduler ?? timers;
  }

  get status(): SocketStatus {
    return this.state;
  }

  /** Opens the socket (once; a stopped socket stays stopped). */
  start(): void {
    if (this.state === 'idle') this.open();
  }

  /** Closes the socket and tries nothing more (sign-out, session end). */
  stop(): void {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    this.clearWaits();
    const socket = this.current;
    this.current = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close(1000, 'session over');
    }
  }

  /** The runtime ends it with the app. */
  dispose(): void {
    this.stop();
  }

  private open(): void {
    this.clearWaits();
    if (!this.options.token()) return this.stop();
    if (!this.network.online()) return this.waitForNetwork();
    this.state = 'connecting';
    const socket = this.connect(this.options.url);
    this.current = socket;
    socket.onopen = () => {
      const token = this.options.token();
      if (!token) return this.stop();
      // offline between the handshake and here: say nothing, try again when back online
      if (!this.network.online()) return socket.close(1000, 'offline');
      this.state = 'open';
      socket.send(JSON.stringify({ type: 'auth', accessToken: token }));
    };
    socket.onmessage = ({ data }) => {
      const push = readPush(data);
      if (!push) return;
      this.attempt = 0; // signed in and told: the next drop starts the waits afresh
      this.options.onCount(push);
    };
    socket.onerror = () => undefined; // a close follows, and decides
    socket.onclose = ({ code }) => {
      if (this.current !== socket) return;
      this.current = null;
      if (code === CLOSE_UNAUTHORIZED) {
        this.stop();
        this.options.onUnauthorized();
        return;
      }
      if (code === CLOSE_SUPERSEDED) return this.waitUntilShown();
      this.retry();
    };
  }

  private retry(): void {
    if (!this.network.online()) return this.waitForNetwork();
    const random = this.options.random ?? Math.random;
    const delay = reconnectDelay(this.attempt, random, this.options.backoff ?? DEFAULT_BACKOFF);
    this.attempt += 1;
    this.state = 'waiting';
    this.timer = this.scheduler.set(() => {
      this.timer = null;
      this.open();
    }, delay);
  }

  private waitForNetwork(): void {
    this.state = 'offline';
    this.stopWaiting ??= this.network.onOnline(() => {
      this.attempt = 0; // a new network: no reason to wait long
      this.open();
    });
  }

  private waitUntilShown(): void {
    this.state = 'superseded';
    this.stopWaiting = this.visibility.onVisible(() => {
      this.attempt = 0;
      this.open();
    });
  }

  private clearWaits(): void {
    if (this.timer !== null) this.scheduler.clear(this.timer);
    this.timer = null;
    this.stopWaiting?.();
    this.stopWaiting = null;
  }
}
