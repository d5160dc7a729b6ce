/**
 * Services of the running shell that its components need (no globals on window), given by the
 * shell when it starts (container/shell/start-shell.tsx). What the module host adds is micro's
 * own context (container/micro/micro-context.tsx).
 */
import type { AddressPolicy } from '@polaris/core/security/addresses';
import type { History } from 'history';
import { createContext, useContext } from 'react';

/** The layouts a user may choose in the user menu; container/layouts has them. */
export interface LayoutChoices {
  /** The names offered, in order. */
  names: readonly string[];
  /** The layout a user's `menuLayout` shows: a known name, the default for none or another. */
  current(menuLayout: string | undefined): string;
}

export interface ShellServices {
  history: History;
  /** Where links may lead: our origin and the deployment's allowed link origins. */
  addressPolicy: AddressPolicy;
  layouts: LayoutChoices;
  /** Mounted by a foreign host (container/embedded): the page, its title included, is the host's. */
  embedded?: boolean;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside the shell');
  return services;
}
