/** Services of the running shell that its components need (no globals on window). */
import type { AddressPolicy } from '@polaris/core/security/addresses';
import type { History } from 'history';
import { createContext, useContext } from 'react';
import type { MicroHost } from '../micro/micro-host';
import type { ModuleRegistry } from '../micro/module-registry';
import type { UpdateWatcher } from '../micro/update-watcher';

export interface ShellServices {
  history: History;
  modules: ModuleRegistry;
  microHost: MicroHost;
  /** Where links may lead: our origin and the deployment's allowed link origins. */
  addressPolicy: AddressPolicy;
  /** The update check after a failed chunk (none: no prompt, e.g. in tests of other parts). */
  updates?: UpdateWatcher;
  /** Mounted by a foreign host (container/embedded): the page, its title included, is the host's. */
  embedded?: boolean;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside the shell');
  return services;
}
