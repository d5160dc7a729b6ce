/**
 * A qiankun stand-in for the micro host's tests: each load is recorded with what the module was
 * shown, and a test may hold a module's mount or updates and finish (or fail) them by hand, or
 * make the next mount fail. Also the page slots and the pause the host's tests share.
 */
import type { PageSlot, ShellBridge } from '@polaris/core/micro/protocol';

/** A stage of the fake module (its mount, one update) that the test ends. */
export interface Stage {
  promise: Promise<void>;
  finish(): void;
  fail(error: Error): void;
}

function stage(): Stage {
  let finish = () => undefined as void;
  let fail = (_error: Error) => undefined as void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = () => resolve();
    fail = reject;
  });
  promise.catch(() => undefined);
  return { promise, finish: () => finish(), fail: (error) => fail(error) };
}

/** What a module was shown: the shell's language and each page as path, query and refresh. */
export interface View {
  language: string;
  pages: string[];
}

const viewOf = (shell: ShellBridge): View => ({
  language: shell.language,
  pages: shell.slots.map((page) => `${page.path}${page.search}#${page.refreshKey}`),
});

export interface Loaded {
  /** name and entry as asked for (the objects themselves are emptied on release) */
  asked: [unknown, unknown];
  app: Record<string, unknown>;
  configuration: Record<string, unknown>;
  /** The view handed with the load. */
  loadedWith: View;
  mount: Stage;
  /** The view of each update, as the module got it. */
  updates: View[];
  /** The updates still running (only while `holdUpdates`). */
  runningUpdates: Stage[];
  microApp: { mountPromise: Promise<void>; update: jest.Mock; unmount: jest.Mock };
}

export interface QiankunFake {
  /** Every load asked for, oldest first. */
  loads: Loaded[];
  /** The next mount fails at once. */
  failNext: boolean;
  /** Mounts wait for the test's `mount.finish()` / `mount.fail()`. */
  holdMounts: boolean;
  /** Updates wait for the test's `runningUpdates[i].finish()`. */
  holdUpdates: boolean;
  /** qiankun's `loadMicroApp`. */
  loadMicroApp(app: Record<string, unknown>, configuration: Record<string, unknown>): unknown;
  /** Forgets the loads and lets everything through again. */
  reset(): void;
}

export function createQiankunFake(): QiankunFake {
  const fake: QiankunFake = {
    loads: [],
    failNext: false,
    holdMounts: false,
    holdUpdates: false,
    loadMicroApp(app, configuration) {
      const mount = stage();
      if (fake.failNext) mount.fail(new Error('offline'));
      else if (!fake.holdMounts) mount.finish();
      fake.failNext = false;
      const loaded: Loaded = {
        asked: [app.name, app.entry],
        app,
        configuration,
        loadedWith: viewOf((app.props as { polarisShell: ShellBridge }).polarisShell),
        mount,
        updates: [],
        runningUpdates: [],
        microApp: {
          mountPromise: mount.promise,
          update: jest.fn((props: { polarisShell: ShellBridge }) => {
            loaded.updates.push(viewOf(props.polarisShell));
            if (!fake.holdUpdates) return Promise.resolve();
            const running = stage();
            loaded.runningUpdates.push(running);
            return running.promise;
          }),
          unmount: jest.fn(async () => undefined),
        },
      };
      fake.loads.push(loaded);
      return { ...loaded.microApp, loadPromise: mount.promise, bootstrapPromise: mount.promise };
    },
    reset() {
      fake.loads.length = 0;
      fake.failNext = false;
      fake.holdMounts = false;
      fake.holdUpdates = false;
    },
  };
  return fake;
}

/** A page slot of the shell, shown, at `key`. */
export function slot(key: string): PageSlot {
  return {
    key,
    path: key,
    search: '',
    element: document.createElement('div'),
    active: true,
    refreshKey: 0,
  };
}

/** Lets the host's pending promises and timers of 0 ms run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
