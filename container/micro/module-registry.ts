/**
 * The modules the shell can mount, read at run time from the gateway's
 * `packages/microConfig.json` (never compiled into the container).
 */
import { parseModuleConfigs, type ModuleConfig } from './manifest';
import { request } from '@polaris/core/request/client';

export interface ModuleRegistry {
  /** Resolves once the manifest list has been read (or failed: then it is empty). */
  ready: Promise<void>;
  list(): ModuleConfig[];
  /** Problems found in the manifests, for the console and the bench. */
  errors(): string[];
}

export function createModuleRegistry(url = '/packages/microConfig.json'): ModuleRegistry {
  let modules: ModuleConfig[] = [];
  let problems: string[] = [];
  const ready = request<unknown>(url, { params: { t: Date.now() }, silent: true })
    .then((json) => {
      const parsed = parseModuleConfigs(json);
      modules = parsed.modules;
      problems = parsed.errors;
    })
    .catch((error: Error) => {
      problems = [`module config could not be loaded: ${error.message}`];
    })
    .then(() => {
      // a broken manifest must not hide the shell; its pages then show a load error
      problems.forEach((problem) => console.warn(`[polaris] ${problem}`));
    });
  return { ready, list: () => modules, errors: () => problems };
}
