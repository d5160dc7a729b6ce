/** The runtime in React context: every root of an app renders under one RuntimeProvider. */
import { createContext, useContext, type ReactNode } from 'react';
import { currentRuntime } from './current';
import type { Runtime } from './runtime';

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/**
 * The runtime of the app this component renders in. A component rendered alone (a unit test)
 * gets the bundle's bound runtime.
 */
export function useRuntime(): Runtime {
  return useContext(RuntimeContext) ?? currentRuntime();
}
