/**
 * Mounts sub-app modules with qiankun and hands each one the page slots (tab panes) it renders
 * into. One instance per module however many of its pages are open; it is unmounted when its
 * last page closes, so a closed tab releases the module's memory. qiankun itself is loaded on
 * first use, keeping it out of the shell's first load.
 */
import { moduleEntry, moduleStamp, type ModuleConfig } from './manifest';
import type { PageSlot, ShellBridge } from '@polaris/core/micro/protocol';
import type * as qiankunRuntime from './qiankun-runtime';
import type { MicroApp } from 'qiankun';
import {
  attemptAddress,
  attemptName,
  createChunkFetch,
  forgetObjects,
  loaderConfiguration,
} from './module-loading';
import { mayPrefetch, prefetchModuleCode } from './module-prefetch';

export type SlotStatus = 'loading' | 'mounted' | 'failed';

/** A module's load as the shell's global state keeps it (spec section 4 "Micro-module loading"). */
export type ModuleLoadStatus = 'PENDING' | 'LOADED' | 'FAILED';

export interface MicroHostOptions {
  /**
   * The module as the latest manifests describe it (read again): after a failed load, a module
   * whose build changed meanwhile is loaded once more from its new entry.
   */
  latest?(name: string): Promise<ModuleConfig | undefined>;
  /** Each module's load: PENDING when it starts, then LOADED or FAILED. */
  onLoadStatus?(name: string, status: ModuleLoadStatus): void;
}

export type BridgeBase = Omit<ShellBridge, 'slots'>;

type StatusListener = (status: SlotStatus, error?: unknown) => void;

type ModuleProps = { polarisShell?: ShellBridge };

interface ModuleInstance {
  app?: MicroApp;
  /** The build being loaded or running (its entry and stamp). */
  config: ModuleConfig;
  holder: HTMLElement;
  slots: Map<string, PageSlot>;
  /**
   * What we handed qiankun that it and single-spa may keep after the module is unmounted:
   * single-spa never forgets a root parcel (every `loadMicroApp`), nor its props, and qiankun
   * keeps the first load. Emptied on release (`forgetObjects`), so no closed tab's page, and no
   * unmounted module's DOM, stays reachable through them.
   */
  handedOut: { loading: object[]; latestProps?: ModuleProps };
  listeners: Map<string, StatusListener>;
  mounted: Promise<void>;
  status: SlotStatus;
  /** single-spa refuses an update while one runs: updates are serialised and coalesced. */
  syncing?: Promise<void>;
  syncPending: boolean;
}

export interface MicroHost {
  /** Shows a page of `module` in `slot`; returns the detach function. */
  attach(module: ModuleConfig, slot: PageSlot, onStatus: StatusListener): () => void;
  /** Slot changed (activated, new query, refreshed). */
  updateSlot(moduleName: string, slot: PageSlot): void;
  /** The user, texts or language changed: every mounted module is told. */
  setBridge(base: BridgeBase): void;
  /** Fetches the assets of modules marked initLoad while the browser is idle, one at a time. */
  prefetch(modules: ModuleConfig[]): void;
  /** The build of `name` this page runs (or is loading), if any. */
  loadedBuild(name: string): ModuleConfig | undefined;
  /** Stops prefetching; modules still mounted are left to their pages. */
  dispose(): void;
}

type Qiankun = typeof qiankunRuntime;
// Bundle-lifetime, not session state: qiankun is one library per page, loaded and started once.
// eslint-disable-next-line no-restricted-syntax
let qiankun: Promise<Qiankun> | undefined;

/**
 * qiankun, loaded on first use. Its framework configuration holds the fetch it runs modules' lazy
 * scripts with (module-loading.ts); `start` sets it (nothing is registered, nothing prefetched:
 * modules are loaded with `loadMicroApp`). A failed load is not kept: the next use tries again.
 */
function loadQiankun(): Promise<Qiankun> {
  qiankun ??= import('./qiankun-runtime')
    .then((loaded) => {
      loaded.start({ prefetch: false, singular: false, sandbox: true, fetch: createChunkFetch() });
      return loaded;
    })
    .catch((error: unknown) => {
      // a failed download or start is not kept: the next page asks again
      qiankun = undefined;
      throw error;
    });
  return qiankun;
}

export function createMicroHost(
  holderRoot: HTMLElement,
  initialBridge: BridgeBase,
  options: MicroHostOptions = {},
): MicroHost {
  const instances = new Map<string, ModuleInstance>();
  /** The build last loaded per module, kept after its pages close (the update check asks). */
  const builds = new Map<string, ModuleConfig>();
  /** Modules being unmounted: a new instance of one waits for it (a kept load mounts once). */
  const releasing = new Map<string, Promise<void>>();
  let disposed = false;
  /** Failed loads per module: a retry asks for its code at new addresses (module-loading.ts). */
  const failedLoads = new Map<string, number>();
  let bridge = initialBridge;
  /** A load at `attempt` failed: the next one goes to new addresses under a new name. */
  const noteFailedLoad = (name: string, attempt: number) =>
    failedLoads.set(name, Math.max(attempt + 1, failedLoads.get(name) ?? 0));

  const propsFor = (instance: ModuleInstance): ModuleProps => {
    const props = {
      polarisShell: { ...bridge, slots: [...instance.slots.values()] } satisfies ShellBridge,
    };
    instance.handedOut.latestProps = props;
    return props;
  };

  function setStatus(instance: ModuleInstance, status: SlotStatus, error?: unknown): void {
    instance.status = status;
    instance.listeners.forEach((listener) => listener(status, error));
  }

  function sync(instance: ModuleInstance): void {
    instance.syncPending = true;
    if (instance.syncing) return;
    instance.syncing = instance.mounted
      .then(async () => {
        while (instance.syncPending && instance.status === 'mounted') {
          instance.syncPending = false;
          await instance.app?.update?.(propsFor(instance));
        }
      })
      .catch((error: unknown) => console.error('[polaris] module update failed', error))
      .finally(() => {
        instance.syncing = undefined;
      });
  }

  /** One qiankun load of `config` at `attempt` into the instance's holder. */
  function load(instance: ModuleInstance, config: ModuleConfig, attempt: number): Promise<void> {
    instance.config = config;
    builds.set(config.name, config);
    // a kept load mounts once at a time: the module's previous instance must be unmounted first
    const previous = releasing.get(config.name) ?? Promise.resolve();
    return Promise.all([loadQiankun(), previous]).then(([{ loadMicroApp }]) => {
      const props = propsFor(instance);
      const app = {
        // qiankun keeps what it loaded, failures included, by name and container: a retry
        // after a failure loads under a name of its own (module-loading.ts)
        name: attemptName(config.name, attempt),
        entry: attemptAddress(moduleEntry(config), attempt),
        container: instance.holder,
        props,
      };
      const configuration = loaderConfiguration(attempt);
      instance.handedOut.loading.push(app, configuration, props, props.polarisShell ?? {});
      instance.app = loadMicroApp(app, configuration);
      // single-spa rejects each stage's promise on its own: the mount's answer says it all
      instance.app.loadPromise.catch(() => undefined);
      instance.app.bootstrapPromise.catch(() => undefined);
      return instance.app.mountPromise.then(() => undefined);
    });
  }

  /**
   * After a failed load: a module deployed anew meanwhile (its manifest's build changed) is
   * loaded once more from the new entry; otherwise the failure stands.
   */
  async function retryWithNewBuild(
    instance: ModuleInstance,
    failed: ModuleConfig,
    attempt: number,
    error: unknown,
  ): Promise<void> {
    noteFailedLoad(failed.name, attempt);
    const latest = await options.latest?.(failed.name).catch(() => undefined);
    if (!latest || moduleStamp(latest) === moduleStamp(failed) || !instances.has(failed.name)) {
      throw error;
    }
    console.warn(`[polaris] module ${failed.name} was deployed anew: loading the new build`);
    instance.holder.replaceChildren();
    const next = failedLoads.get(failed.name) ?? attempt + 1;
    return load(instance, latest, next).catch((again: unknown) => {
      noteFailedLoad(failed.name, next);
      throw again;
    });
  }

  function createInstance(module: ModuleConfig, slot: PageSlot, onStatus: StatusListener) {
    const holder = document.createElement('div');
    holder.dataset.polarisModule = module.name;
    holderRoot.appendChild(holder);
    const instance: ModuleInstance = {
      config: module,
      holder,
      slots: new Map([[slot.key, slot]]),
      listeners: new Map([[slot.key, onStatus]]),
      status: 'loading',
      mounted: Promise.resolve(),
      syncPending: false,
      handedOut: { loading: [] },
    };
    const lastBuild = builds.get(module.name);
    // qiankun keeps a module's code by its load name: another build needs a name of its own
    if (lastBuild && moduleStamp(lastBuild) !== moduleStamp(module)) {
      noteFailedLoad(module.name, failedLoads.get(module.name) ?? 0);
    }
    const attempt = failedLoads.get(module.name) ?? 0;
    options.onLoadStatus?.(module.name, 'PENDING');
    instance.mounted = load(instance, module, attempt)
      .catch((error: unknown) => retryWithNewBuild(instance, module, attempt, error))
      .then(
        () => {
          options.onLoadStatus?.(module.name, 'LOADED');
          setStatus(instance, 'mounted');
        },
        (error: unknown) => {
          console.error(`[polaris] module ${module.name} could not be loaded`, error);
          options.onLoadStatus?.(module.name, 'FAILED');
          setStatus(instance, 'failed', error);
        },
      );
    return instance;
  }

  function release(name: string, instance: ModuleInstance): void {
    instances.delete(name);
    instance.syncPending = false;
    const released = instance.mounted
      .then(() => instance.syncing)
      .then(() => instance.app?.unmount())
      .catch(() => undefined) // a module that failed to mount has nothing to unmount
      .finally(() => {
        // what qiankun and single-spa keep of the module must keep neither its DOM nor its pages
        instance.holder.replaceChildren();
        instance.holder.remove();
        const { loading, latestProps } = instance.handedOut;
        forgetObjects(...loading, latestProps?.polarisShell ?? {}, latestProps ?? {});
        instance.handedOut = { loading: [] };
        instance.slots.clear();
        instance.listeners.clear();
        instance.app = undefined;
      });
    const done = released.then(() => {
      if (releasing.get(name) === done) releasing.delete(name);
    });
    releasing.set(name, done);
  }

  return {
    attach(module, slot, onStatus) {
      let instance = instances.get(module.name);
      if (instance?.status === 'failed') {
        release(module.name, instance); // a retry loads the module afresh
        instance = undefined;
      }
      if (!instance) {
        instance = createInstance(module, slot, onStatus);
        instances.set(module.name, instance);
        onStatus('loading');
      } else {
        instance.slots.set(slot.key, slot);
        instance.listeners.set(slot.key, onStatus);
        onStatus(instance.status);
        sync(instance);
      }
      const owner = instance;
      return () => {
        owner.slots.delete(slot.key);
        owner.listeners.delete(slot.key);
        if (owner.slots.size === 0) release(module.name, owner);
        else sync(owner);
      };
    },

    updateSlot(moduleName, slot) {
      const instance = instances.get(moduleName);
      if (!instance?.slots.has(slot.key)) return;
      instance.slots.set(slot.key, slot);
      sync(instance);
    },

    setBridge(base) {
      bridge = base;
      instances.forEach(sync);
    },

    prefetch(modules) {
      if (modules.length === 0 || !mayPrefetch()) return;
      // when the browser has nothing better to do, one module at a time; only ahead of need: a
      // failure here is met again, and shown, when a page opens
      const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
      const queue = [...modules];
      const next = () => {
        const module = queue.shift();
        if (!module || disposed) return;
        if (instances.has(module.name)) {
          next(); // already opened meanwhile
          return;
        }
        loadQiankun()
          .then(({ importEntry }) => {
            const attempt = failedLoads.get(module.name) ?? 0;
            const entry = attemptAddress(moduleEntry(module), attempt);
            return prefetchModuleCode(importEntry, entry).then((fetched) => {
              if (!fetched) noteFailedLoad(module.name, attempt);
            });
          })
          .catch(() => undefined)
          .finally(() => idle(next));
      };
      idle(next);
    },

    loadedBuild: (name) => builds.get(name),

    dispose() {
      disposed = true;
    },
  };
}
