/**
 * `npm start` on a tree that needs building: the shell is built first and served as soon as it
 * is, while the sub-apps build behind it (buildApps: two at a time). Until a sub-app's build is
 * there the gateway lists it as `building` (or `failed`), so its pages say so and open by
 * themselves once it is built; the user signs in meanwhile.
 */
import { join } from 'path';
import type { PendingModule } from '../server/context';
import { buildApps, type BuildHooks, type BuildOutcome } from './build-apps';
import type { PendingModules } from './serve-apps';
import type { AppInfo, AppModuleSettings } from './workspace';

export interface ShellFirstDeps<Served> {
  apps: AppInfo[];
  isStale: (app: AppInfo) => boolean;
  readSettings: (app: AppInfo) => Promise<AppModuleSettings>;
  /** Starts serving; called once the container is built (at once when it was not stale). */
  serve: (pending: PendingModules) => Promise<Served>;
  build?: BuildHooks['build'];
  concurrency?: number;
  log?: (line: string) => void;
}

export interface ShellFirstStart<Served> {
  served: Served;
  /** The sub-apps' builds: settles when every build has finished (failures included). */
  rest: Promise<BuildOutcome>;
  /** The sub-apps still building now. */
  building(): string[];
}

export async function startShellFirst<Served>(
  deps: ShellFirstDeps<Served>,
): Promise<ShellFirstStart<Served>> {
  const stale = deps.apps.filter(deps.isStale);
  const container = deps.apps.find((app) => app.kind === 'container');
  if (!container) throw new Error('no container app in this workspace');
  const states = new Map<string, PendingModule['status']>(
    stale.filter((app) => app.kind === 'sub-app').map((app) => [app.name, 'building']),
  );
  const pending: PendingModules = {
    modules: await Promise.all(
      stale
        .filter((app) => app.kind === 'sub-app')
        .map(async (app) => {
          const { publicPath, micro } = await deps.readSettings(app);
          if (!micro) throw new Error(`${app.name}/.umirc.ts has no micro settings`);
          return {
            name: micro.name,
            publicUrl: publicPath,
            distDir: app.distDir,
            manifestFile: join(app.distDir, 'packages', 'microConfig.json'),
            state: (): PendingModule | undefined => {
              const status = states.get(app.name);
              return (
                status && {
                  status,
                  registerRegex: micro.registerRegex,
                  priority: micro.priority,
                  promptKeys: micro.promptKeys,
                  routes: micro.routes,
                }
              );
            },
          };
        }),
    ),
  };

  const aborted = new AbortController();
  let shellBuilt: () => void = () => undefined;
  let shellFailed: (error: Error) => void = () => undefined;
  const shell = new Promise<void>((resolve, reject) => {
    shellBuilt = resolve;
    shellFailed = reject;
  });
  if (!stale.includes(container)) shellBuilt();
  // the container first; the first sub-app starts beside it (a webpack build keeps one core busy)
  const order = [...stale].sort((a, b) => Number(b === container) - Number(a === container));
  const rest = buildApps(order, {
    log: deps.log,
    concurrency: deps.concurrency,
    signal: aborted.signal,
    build: deps.build,
    onBuilt: (app) => {
      states.delete(app.name);
      if (app === container) shellBuilt();
    },
    onFailed: (app, error) => {
      if (app !== container) states.set(app.name, 'failed');
      else {
        aborted.abort();
        shellFailed(error);
      }
    },
  });
  try {
    await shell;
  } catch (error) {
    await rest;
    throw error;
  }
  const served = await deps.serve(pending);
  return {
    served,
    rest,
    building: () => [...states].filter(([, status]) => status === 'building').map(([name]) => name),
  };
}
