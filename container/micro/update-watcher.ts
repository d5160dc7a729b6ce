/**
 * The shell's update check (spec section 4 "Micro-module loading"). A chunk that fails to load
 * (announced with CHUNK_LOAD_ERROR_EVENT by the shell's lazy pages and by modules' chunk fetch)
 * may be code a deploy replaced. The check reads what is deployed now: the module manifests for
 * a module's chunk, the shell's page for the shell's own. When that code has a new build, the
 * user is asked once to refresh (save unsaved data first); OK reloads, at most once per 30 s.
 * Only the failed page shows its failure meanwhile; the rest of the shell keeps working.
 */
import {
  CHUNK_LOAD_ERROR_EVENT,
  type ChunkLoadErrorDetail,
} from '@polaris/core/loading/code-loading';
import { deviceStorage } from '@polaris/core/session/device-storage';
import { memoryStore } from '@polaris/core/session/stores';
import { moduleStamp, type ModuleConfig } from './manifest';
import {
  mayReload,
  ownerOfAddress,
  parseUpdateMemory,
  sameScripts,
  scriptsOfPage,
  shouldPrompt,
  type UpdateMemory,
} from './update-rules';

export const UPDATE_MEMORY_KEY = 'polaris.update-check';

export interface UpdateWatcherDependencies {
  modules(): ModuleConfig[];
  /** Reads the manifests again. */
  refreshModules(): Promise<ModuleConfig[]>;
  /** The build of a module this page runs. */
  loadedBuild(name: string): ModuleConfig | undefined;
  /** The shell's start scripts as this page loaded them (none: the shell is not checked). */
  runningScripts: string[];
  /** The shell's start scripts as deployed now. */
  deployedScripts(): Promise<string[]>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
  /** Where chunk failures are announced (window). */
  events: EventTarget;
  /** What relative addresses are resolved against. */
  base: string;
  now?(): number;
}

export interface UpdatePrompt {
  /** `<module or shell>@<build>` */
  build: string;
}

export interface UpdateWatcher {
  /** The question on screen, if any. */
  prompt(): UpdatePrompt | null;
  subscribe(listener: () => void): () => void;
  /** Checks after a failed chunk at `address`. */
  check(address: string | undefined): Promise<void>;
  /** OK: reload (unless one ran in the last 30 s). */
  accept(): void;
  /** Later: the failed page keeps its Retry. */
  dismiss(): void;
  dispose(): void;
}

export function createUpdateWatcher(deps: UpdateWatcherDependencies): UpdateWatcher {
  const listeners = new Set<() => void>();
  const now = deps.now ?? Date.now;
  let current: UpdatePrompt | null = null;
  const show = (next: UpdatePrompt | null) => {
    current = next;
    listeners.forEach((listener) => listener());
  };
  /** This page's own memory: what storage holds may be lost (private mode, storage full). */
  let local: UpdateMemory = { prompted: [] };
  /** What this page and earlier pages of the browser tab remember. */
  const known = (): UpdateMemory => {
    let stored: UpdateMemory = { prompted: [] };
    try {
      stored = parseUpdateMemory(deps.storage.getItem(UPDATE_MEMORY_KEY));
    } catch {
      // storage refused: this page's memory alone
    }
    const times = [stored.reloadedAt, local.reloadedAt].filter((at) => at !== undefined);
    return {
      prompted: [...new Set([...stored.prompted, ...local.prompted])],
      reloadedAt: times.length ? Math.max(...times) : undefined,
    };
  };
  const remember = (next: UpdateMemory) => {
    local = next;
    try {
      deps.storage.setItem(UPDATE_MEMORY_KEY, JSON.stringify(next));
    } catch {
      // kept for this page only
    }
  };

  /** The new build of the code at `address`, if a deploy replaced it. */
  async function newBuild(address: string | undefined): Promise<string | undefined> {
    const owner = ownerOfAddress(address, deps.modules(), deps.base);
    if (owner) {
      const running = deps.loadedBuild(owner.name) ?? owner;
      const latest = (await deps.refreshModules()).find((module) => module.name === owner.name);
      const stamp = latest && moduleStamp(latest);
      return stamp && stamp !== moduleStamp(running) ? `${owner.name}@${stamp}` : undefined;
    }
    if (deps.runningScripts.length === 0) return undefined;
    const deployed = await deps.deployedScripts();
    if (deployed.length === 0 || sameScripts(deps.runningScripts, deployed)) return undefined;
    return `shell@${[...deployed].sort().join(',')}`;
  }

  const onChunkError = (event: Event) => {
    void watcher.check((event as CustomEvent<ChunkLoadErrorDetail>).detail?.address);
  };
  deps.events.addEventListener(CHUNK_LOAD_ERROR_EVENT, onChunkError);

  const watcher: UpdateWatcher = {
    prompt: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async check(address) {
      let build: string | undefined;
      try {
        build = await newBuild(address);
      } catch {
        return; // what is deployed cannot be read (offline): the page's own failure stands
      }
      if (!build) return;
      const memory = known();
      if (!shouldPrompt(memory, build) || current) return;
      remember({ ...memory, prompted: [...memory.prompted, build] });
      show({ build });
    },
    accept() {
      show(null);
      const memory = known();
      if (!mayReload(memory, now())) {
        console.warn('[polaris] the page was reloaded for an update less than 30 s ago');
        return;
      }
      remember({ ...memory, reloadedAt: now() });
      deps.reload();
    },
    dismiss: () => show(null),
    dispose() {
      deps.events.removeEventListener(CHUNK_LOAD_ERROR_EVENT, onChunkError);
      listeners.clear();
    },
  };
  return watcher;
}

/** The start scripts of this page (read before any lazy chunk is added). */
export function startScriptsOf(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('script[src]'), (script) =>
    script.getAttribute('src'),
  ).filter((src): src is string => Boolean(src));
}

/** The start scripts of the shell's page as deployed now (never from a cache). */
export async function fetchDeployedScripts(page = '/'): Promise<string[]> {
  const response = await fetch(page, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  return response.ok ? scriptsOfPage(await response.text()) : [];
}

/**
 * The shell's update check in a browser page: chunk failures heard on `window`, memory in the
 * tab's session storage (the app's: memory in a foreign host's page), a reload of the page. `startScripts`: the shell's start scripts as the
 * page loaded them (none when a foreign host mounted it: its page is not ours to compare).
 */
export function createPageUpdateWatcher(parts: {
  modules: Pick<ModuleRegistryLike, 'list' | 'refresh'>;
  loadedBuild(name: string): ModuleConfig | undefined;
  startScripts: string[];
}): UpdateWatcher {
  return createUpdateWatcher({
    modules: () => parts.modules.list(),
    refreshModules: () => parts.modules.refresh(),
    loadedBuild: parts.loadedBuild,
    runningScripts: parts.startScripts,
    deployedScripts: () => fetchDeployedScripts('/'), // the shell's page: history base '/'
    storage: deviceStorage().session() ?? memoryStore(), // none: this page's memory alone
    reload: () => window.location.reload(),
    events: window,
    base: window.location.href,
  });
}

interface ModuleRegistryLike {
  list(): ModuleConfig[];
  refresh(): Promise<ModuleConfig[]>;
}
