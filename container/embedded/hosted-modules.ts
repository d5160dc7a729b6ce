/**
 * The module manifests name where each module lives as a path of the gateway (`/apps/platform/`).
 * Inside a foreign host's page a path would be read against the host's origin, so the embedded
 * container gives the micro host the module addresses on the gateway the container came from.
 */
import type { ModuleConfig } from '../micro/manifest';
import type { ModuleRegistry } from '../micro/module-registry';

/** `module` with its public URL read against `base` (absolute URLs stay as they are). */
export function moduleFrom(module: ModuleConfig, base: string): ModuleConfig {
  if (!base) return module;
  try {
    return { ...module, publicUrl: new URL(module.publicUrl, base).href };
  } catch {
    return module; // not a URL: the module's page says it cannot be loaded
  }
}

/** The registry with every module's address on `base` (the gateway's origin and path). */
export function modulesFrom(registry: ModuleRegistry, base: string): ModuleRegistry {
  let source: ModuleConfig[] | undefined;
  let hosted: ModuleConfig[] = [];
  const list = () => {
    const current = registry.list();
    // the same array while the manifests do not change: the shell compares lists by identity
    if (current !== source) {
      source = current;
      hosted = current.map((module) => moduleFrom(module, base));
    }
    return hosted;
  };
  return {
    ready: registry.ready,
    list,
    find: (name) => list().find((module) => module.name === name),
    errors: () => registry.errors(),
    refresh: () => registry.refresh().then(list),
  };
}
