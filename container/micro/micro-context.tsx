/**
 * What the shell's module host gives the components that show modules (tab panes, a module's
 * page, the update prompt), set by the shell when it starts.
 */
import { createContext, useContext } from 'react';
import type { MicroHost } from './micro-host';
import type { ModuleRegistry } from './module-registry';
import type { UpdateWatcher } from './update-watcher';

export interface MicroServices {
  modules: ModuleRegistry;
  microHost: MicroHost;
  /** The update check after a failed chunk (none: no prompt, e.g. in tests of other parts). */
  updates?: UpdateWatcher;
}

export const MicroContext = createContext<MicroServices | null>(null);

export function useMicro(): MicroServices {
  const services = useContext(MicroContext);
  if (!services) throw new Error('useMicro must be used inside the shell');
  return services;
}

/** The update check, if the shell has one (a layout shown in a test of other parts has none). */
export function useUpdates(): UpdateWatcher | undefined {
  return useContext(MicroContext)?.updates;
}
