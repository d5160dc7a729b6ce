/**
 * Module manifests (spec section 3 "Module config entry"), read at run time from
 * `packages/microConfig.json`. Parsing is strict about shape so a bad deployment shows a clear
 * error instead of a blank tab.
 */
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
    });
  });
  return { modules, errors };
}

// Compiled once per pattern: the shell asks for every tab on every render.
const compiled = new Map<string, RegExp>();
function registerPattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

/** The module that owns a path; when several match, the highest priority wins. */
export function findModuleForPath(
  modules: ModuleConfig[],
  pathname: string,
): ModuleConfig | undefined {
  let best: ModuleConfig | undefined;
  for (const module of modules) {
    if (
      registerPattern(module.registerRegex).test(pathname) &&
      (!best || module.priority > best.priority)
    ) {
      best = module;
    }
  }
  return best;
}
