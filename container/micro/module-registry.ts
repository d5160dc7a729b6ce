/**
 * The modules the shell can mount, read at run time from the gateway's
 * `packages/microConfig.json` (never compiled into the container). Read again after a module
 * fails to load or one of its chunks is missing (a deploy may have replaced it): `refresh`.
 */
import { parseModuleConfigs, type ModuleConfig } from './manifest';
import { request } from '@polaris/core/request/client';

export interface ModuleRegistry {
  /** Resolves once the manifest list has been read (or failed: then it is empty). */
  ready: Promise<void>;
  list(): ModuleConfig[];
  find(name: string): ModuleConfig | undefined;
  /** Problems found in the manifests, for the console and the bench. */
  errors(): string[];
  /**
   * Reads the manifests again (one request however many ask meanwhile) and keeps the new list;
   * resolves with it. A failed read keeps the list as it was and rejects.
   */
  refresh(): Promise<ModuleConfig[]>;
}

type Read = () => Promise<unknown>;

export function createModuleRegistry(
  url = '/packages/microConfig.json',
  read: Read = () => request<unknown>(url, { params: { t: Date.now() }, silent: true }),
): ModuleRegistry {
  let modules: ModuleConfig[] = [];
  let problems: string[] = [];
  let refreshing: Promise<ModuleConfig[]> | undefined;
  const keep = (json: unknown) => {
    const parsed = parseModuleConfigs(json);
    modules = parsed.modules;
    problems = parsed.errors;
    // a broken manifest must not hide the shell; its pages then show a load error
    problems.forEach((problem) => console.warn(`[polaris] ${problem}`));
    return modules;
  };
  const ready = read()
    .then(keep)
    .then(
      () => undefined,
      (error: Error) => {
        problems = [`module config could not be loaded: ${error.message}`];
        console.warn(`[polaris] ${problems[0]}`);
      },
    );
  return {
    ready,
    list: () => modules,
    find: (name) => modules.find((module) => module.name === name),
    errors: () => problems,
    refresh() {
      refreshing ??= read()
        .then(keep)
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
  };
}
