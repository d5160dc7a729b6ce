/**
 * Where an app instance keeps what it remembers in the browser (the keys device-data.ts lists:
 * often-used menus, search history, saved tabs, the verification token, the language, the
 * embedding flags, the update check's memory). On our own page: the page's local and session
 * storage. Mounted by a foreign host (the container or a sub-app in a page that is not ours):
 * nothing of ours may stay in the host origin's storage, so it is kept in memory for the mount
 * (gone with its runtime), or, when the host passes a `storagePrefix` in the mount props, in the
 * host's storage under that prefix (the host asked for it and can clear it).
 *
 * The choice is a part of the runtime (`runtime.own`): made by the mount, right after it creates
 * its runtime, before anything is remembered.
 */
import { boundRuntime } from '../runtime/current';
import type { Runtime } from '../runtime/runtime';
import { memoryStore, prefixedStore, storagePrefixOf, type DeviceStore } from './stores';

export type { DeviceStore } from './stores';

export interface DeviceStorage {
  /** Kept across windows and restarts; undefined where there is none (node, blocked). */
  local(): DeviceStore | undefined;
  /** Kept for this browser tab; undefined where there is none. */
  session(): DeviceStore | undefined;
  dispose?(): void;
}

const DEVICE_STORAGE = Symbol('polaris.deviceStorage');

type PageStoreName = 'localStorage' | 'sessionStorage';

/** The page's own store; undefined outside a browser or where it is blocked (it throws). */
function pageStore(name: PageStoreName): DeviceStore | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined; // sandboxed frames, some privacy modes
  }
}

/** Our own page's storage. */
export function pageStorage(): DeviceStorage {
  return { local: () => pageStore('localStorage'), session: () => pageStore('sessionStorage') };
}

/** A host page's: memory for the mount, or the host's storage under its prefix. */
export function hostStorage(storagePrefix: unknown): DeviceStorage {
  const prefix = storagePrefixOf(storagePrefix);
  if (prefix !== undefined) {
    const under = (name: PageStoreName) => {
      const store = pageStore(name);
      return store && prefixedStore(store, prefix);
    };
    return { local: () => under('localStorage'), session: () => under('sessionStorage') };
  }
  const local = memoryStore();
  const session = memoryStore();
  return {
    local: () => local,
    session: () => session,
    dispose: () => {
      local.clear();
      session.clear();
    },
  };
}

/** The storage of the bound runtime (our page's unless its mount chose the host's). */
export function deviceStorage(runtime: Runtime | undefined = boundRuntime()): DeviceStorage {
  return runtime ? runtime.own(DEVICE_STORAGE, pageStorage) : pageStorage();
}

/**
 * A mount in a page that is not ours: keep what we remember off the host's storage (in memory),
 * or under the `storagePrefix` the host passed. Call right after creating the runtime.
 */
export function keepDeviceDataForHost(runtime: Runtime, storagePrefix: unknown): void {
  const chosen = hostStorage(storagePrefix);
  if (runtime.own(DEVICE_STORAGE, () => chosen) !== chosen) {
    throw new Error('Polaris: device storage chosen after first use (choose it at mount)');
  }
}
