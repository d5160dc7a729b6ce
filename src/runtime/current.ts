/**
 * The runtime this bundle's code works for. Components get it through React context
 * (`useRuntime`); code without a component around it (the request client, services, sagas) asks
 * here. An app binds the runtime it created at boot or mount; each qiankun bundle has its own
 * module scope, so the container and every sub-app have their own. This slot is the only place
 * that remembers which runtime is current: everything mutable lives in the runtime itself.
 */
import type { Runtime } from './runtime';

// The one slot this rule allows: which runtime is current (its state lives in the runtime).
// eslint-disable-next-line no-restricted-syntax
let bound: Runtime | undefined;

export function bindRuntime(runtime: Runtime): void {
  bound = runtime;
}

/** The bound runtime; an app that forgot to create one fails here, by name. */
export function currentRuntime(): Runtime {
  if (!bound) {
    throw new Error('Polaris runtime: none bound yet (createRuntime + bindRuntime at boot/mount)');
  }
  return bound;
}

/** The bound runtime, or undefined before boot (for code that may run that early). */
export function boundRuntime(): Runtime | undefined {
  return bound;
}
