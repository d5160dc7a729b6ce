/**
 * The runtime facts of one app instance in one object: deployment configuration, the session's
 * values and tokens, how the user is told of outcomes, what happens when the session ends, the
 * request layer's per-session state, the UI texts and antd locale, and parts owned for the
 * session (the permission checker). An app creates one when it boots or mounts
 * (`createRuntime`), binds it for the code that has no React context (`bindRuntime`: the request
 * client, services, sagas), provides it to React (`RuntimeProvider`), and ends it with one call
 * (`dispose`) on unmount.
 *
 * This file holds data only; the behaviour that reads it stays with each concern (config,
 * session, request, i18n), so nothing here imports them and no import cycle can form.
 */
import type { Locale } from 'antd/es/locale';
import type { GatewayServices, RuntimeConfig } from '../config/runtime';
import type { TextMap } from '../i18n/defaults';
import type { SystemNameSetting } from '../i18n/system-name';
import type { Notifier } from '../request/notify';
import type { RequestCache } from '../request/request-cache';
import type { StatusHandlers } from '../request/status-handlers';
import type { SessionValues } from '../session/current-session';
import type { SessionEndHandlers, SessionOutcome } from '../session/session-end';
import type { CookieScope, TokenPair } from '../session/tokens';

export type ConfigPatch = Partial<Omit<RuntimeConfig, 'services' | 'systemNames'>> & {
  services?: Partial<GatewayServices>;
  /** Checked like the build setting: JSON text, an array, or a function returning them. */
  systemNames?: SystemNameSetting;
};

export interface TextState {
  language: string;
  /** The server's prompt texts per language, loaded so far. */
  server: Map<string, TextMap>;
  /** What the bundle ships per language (the core's defaults and a sub-app's own keys). */
  bundled: Record<string, TextMap>;
  listeners: Set<() => void>;
  /**
   * Values every text may name (`{house}`: the room label a property tenant chose), filled in
   * wherever a text has the placeholder and its caller gives no value of that name.
   */
  values: Record<string, string>;
  /** Bumped on every change, so React can tell a change without comparing maps. */
  version: number;
}

export interface Runtime {
  config: RuntimeConfig;
  session: SessionValues;
  tokens: {
    /** Tokens handed over by a foreign host, kept in memory only; null: cookies of our page. */
    memory: TokenPair | null;
    cookieScope: CookieScope;
  };
  notices: { notifier: Notifier | null; durationSeconds: number };
  sessionEnd: {
    handlers: Partial<SessionEndHandlers>;
    /** The session end under way (shared by a burst of 401s); null again once renewed. */
    ending: Promise<SessionOutcome> | null;
    /** Told when the user signed in again in place (after `ending` is null again). */
    renewed: Set<() => void>;
  };
  statusHandlers: Partial<StatusHandlers>;
  /** Which menu the active tab belongs to (sent as H-Menu-Id). */
  menuId: () => string | number | undefined;
  /** The last RequestVerificationToken seen, also when storage is unavailable. */
  verificationToken: string | undefined;
  /** Identical GETs shared within a second (request/client.ts). */
  sharedGets: RequestCache;
  texts: TextState;
  antdLocale: { current: Locale | undefined; listeners: Set<() => void> };
  /** A part created on first use for this runtime and ended with it (e.g. permission checker). */
  own<T extends object>(key: symbol, create: () => T): T;
  readonly disposed: boolean;
  /** Ends everything the runtime holds: listeners, shared answers, tokens in memory, parts. */
  dispose(): void;
}

export interface RuntimeInit {
  config: RuntimeConfig;
  session: SessionValues;
  language: string;
  bundledTexts: Record<string, TextMap>;
  notificationSeconds: number;
  sharedGets: RequestCache;
}

interface Disposable {
  dispose?: () => void;
}

/** Builds a runtime from its starting facts (see `createRuntime` in runtime-factory.ts). */
export function assembleRuntime(init: RuntimeInit): Runtime {
  const owned = new Map<symbol, object>();
  let disposed = false;
  const runtime: Runtime = {
    config: init.config,
    session: init.session,
    tokens: { memory: null, cookieScope: { secure: false } },
    notices: { notifier: null, durationSeconds: init.notificationSeconds },
    sessionEnd: { handlers: {}, ending: null, renewed: new Set() },
    statusHandlers: {},
    menuId: () => undefined,
    verificationToken: undefined,
    sharedGets: init.sharedGets,
    texts: {
      language: init.language,
      server: new Map(),
      bundled: init.bundledTexts,
      listeners: new Set(),
      values: {},
      version: 0,
    },
    antdLocale: { current: undefined, listeners: new Set() },
    own<T extends object>(key: symbol, create: () => T): T {
      let part = owned.get(key) as T | undefined;
      if (!part) {
        part = create();
        if (!disposed) owned.set(key, part);
      }
      return part;
    },
    get disposed() {
      return disposed;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      owned.forEach((part) => (part as Disposable).dispose?.());
      owned.clear();
      runtime.sharedGets.clear();
      runtime.texts.listeners.clear();
      runtime.texts.server.clear();
      runtime.antdLocale.listeners.clear();
      runtime.tokens.memory = runtime.tokens.memory && {};
      runtime.sessionEnd.handlers = {};
      runtime.sessionEnd.renewed.clear();
      runtime.statusHandlers = {};
      runtime.menuId = () => undefined;
      runtime.notices.notifier = null;
    },
  };
  return runtime;
}
