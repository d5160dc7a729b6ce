/**
 * Module manifests (spec section 3 "Module config entry"), read at run time from
 * `packages/microConfig.json`. Parsing is strict about shape so a bad deployment shows a clear
 * error instead of a blank tab.
 */
import { parseModuleRoutes, resolveModuleRoute, type ModuleRoute } from './module-routes';

export interface ModuleAssets {
  js: string[];
  css: string[];
}

export interface ModuleConfig {
  name: string;
  publicUrl: string;
  version?: string;
  commitHash?: string;
  priority: number;
  indexAssets: ModuleAssets;
  customizeAssets: ModuleAssets;
  registerRegex: string;
  initLoad: boolean;
  /** Prompt-key prefixes the module's pages use (our extension of the HZERO entry). */
  promptKeys: string[];
  /** Declared pages (module-routes.ts); none: `registerRegex` alone decides. */
  routes: ModuleRoute[];
  /**
   * Set while the module cannot be loaded yet: `building` (a development gateway serves the
   * shell before every module is built) or `failed` (its build failed). Absent: deployed.
   */
  status?: 'building' | 'failed';
}

export interface ParsedModules {
  modules: ModuleConfig[];
  errors: string[];
}

/** Public URLs start with / or http and end with /. */
export function normalizePublicUrl(url: string): string {
  let out = url.trim();
  if (!/^(https?:)?\/\//i.test(out) && !out.startsWith('/')) out = `/${out}`;
  return out.endsWith('/') ? out : `${out}/`;
}

/** Only .js and .css files count as assets, whatever query string they carry. */
export function filterAssets(list: unknown, extension: 'js' | 'css'): string[] {
  if (!Array.isArray(list)) return [];
  const pattern = new RegExp(`\\.${extension}$`, 'i');
  return list.filter(
    (item): item is string => typeof item === 'string' && pattern.test(item.split('?')[0]),
  );
}

function readAssets(value: unknown): ModuleAssets {
  const v = (value ?? {}) as { js?: unknown; css?: unknown };
  return { js: filterAssets(v.js, 'js'), css: filterAssets(v.css, 'css') };
}

function isValidRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export function parseModuleConfigs(json: unknown): ParsedModules {
  const errors: string[] = [];
  const modules: ModuleConfig[] = [];
  if (!Array.isArray(json)) return { modules, errors: ['module config must be an array'] };
  json.forEach((raw, index) => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const name = typeof entry.name === 'string' ? entry.name : '';
    const where = name || `#${index}`;
    if (!name) return errors.push(`module ${where}: name is required`);
    if (typeof entry.publicUrl !== 'string' || !entry.publicUrl) {
      return errors.push(`module ${where}: publicUrl is required`);
    }
    if (typeof entry.registerRegex !== 'string' || !isValidRegex(entry.registerRegex)) {
      return errors.push(`module ${where}: registerRegex must be a valid regular expression`);
    }
    const routes = parseModuleRoutes(entry.routes, where);
    errors.push(...routes.errors);
    modules.push({
      name,
      publicUrl: normalizePublicUrl(entry.publicUrl),
      version: typeof entry.version === 'string' ? entry.version : undefined,
      commitHash: typeof entry.commitHash === 'string' ? entry.commitHash : undefined,
      priority: typeof entry.priority === 'number' ? entry.priority : 0,
      indexAssets: readAssets(entry.indexAssets),
      customizeAssets: readAssets(entry.customizeAssets),
      registerRegex: entry.registerRegex,
      initLoad: entry.initLoad === true,
      promptKeys: Array.isArray(entry.promptKeys)
        ? entry.promptKeys.filter((key): key is string => typeof key === 'string')
        : [],
      routes: routes.routes,
      ...(entry.status === 'building' || entry.status === 'failed' ? { status: entry.status } : {}),
    });
  });
  return { modules, errors };
}

/** The module that owns a path (module-routes.ts): declared routes first, then patterns. */
export function findModuleForPath(
  modules: ModuleConfig[],
  pathname: string,
): ModuleConfig | undefined {
  return resolveModuleRoute(modules, pathname)?.module;
}

/**
 * What identifies a deployed build of a module: its version, commit and first assets (hashed
 * file names). A short FNV-1a hash, so it fits in an address.
 */
export function moduleStamp(module: ModuleConfig): string {
  const source = [
    module.version ?? '',
    module.commitHash ?? '',
    ...module.indexAssets.js,
    ...module.indexAssets.css,
  ].join('|');
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) {
    hash ^= source.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The address a module is loaded from: its public URL with its stamp, so a new deploy is a new
 * address for every cache on the way (qiankun's loader keeps entries by address for the page's
 * lifetime, failures included).
 */
export function moduleEntry(module: ModuleConfig): string {
  const { publicUrl } = module;
  return `${publicUrl}${publicUrl.includes('?') ? '&' : '?'}v=${moduleStamp(module)}`;
}
