/**
 * When a chunk fails to load after a deploy (spec section 4 "Micro-module loading"): whose code
 * it was, whether that code has a new build, and whether the user is asked to refresh. Never a
 * loop: at most one prompt per build of a module (or of the shell), at most one reload per 30 s.
 */
import type { ModuleConfig } from './manifest';

export const RELOAD_INTERVAL_MS = 30_000;

/** What the update check remembers for the browser tab, across the reload it asks for. */
export interface UpdateMemory {
  /** `<owner>@<build>` of every build the user was asked about. */
  prompted: string[];
  /** When the check last reloaded the page (ms since the epoch). */
  reloadedAt?: number;
}

/** The module whose public URL holds `address`; undefined: the shell's own code (or unknown). */
export function ownerOfAddress(
  address: string | undefined,
  modules: readonly ModuleConfig[],
  base: string,
): ModuleConfig | undefined {
  if (!address) return undefined;
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return undefined;
  }
  return modules.find((module) => {
    try {
      const root = new URL(module.publicUrl, base);
      return url.origin === root.origin && url.pathname.startsWith(root.pathname);
    } catch {
      return false;
    }
  });
}

/** The script addresses an HTML page loads at start, in order (its hashed bundles). */
export function scriptsOfPage(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    scripts.push(match[1]);
  }
  return scripts;
}

/** Whether two lists of start scripts name the same build (same addresses, any order). */
export function sameScripts(running: readonly string[], deployed: readonly string[]): boolean {
  const a = [...new Set(running)].sort();
  const b = [...new Set(deployed)].sort();
  return a.length === b.length && a.every((script, index) => script === b[index]);
}

/** Whether to ask about `build` (not asked before in this browser tab). */
export function shouldPrompt(memory: UpdateMemory, build: string): boolean {
  return !memory.prompted.includes(build);
}

/** Whether a reload is allowed now (none in the last 30 s). */
export function mayReload(memory: UpdateMemory, now: number): boolean {
  return memory.reloadedAt === undefined || now - memory.reloadedAt >= RELOAD_INTERVAL_MS;
}

/** The memory read back from storage; anything unreadable counts as empty. */
export function parseUpdateMemory(raw: string | null): UpdateMemory {
  try {
    const parsed = JSON.parse(raw ?? '') as Partial<UpdateMemory>;
    return {
      prompted: Array.isArray(parsed.prompted)
        ? parsed.prompted.filter((entry): entry is string => typeof entry === 'string')
        : [],
      reloadedAt: typeof parsed.reloadedAt === 'number' ? parsed.reloadedAt : undefined,
    };
  } catch {
    return { prompted: [] };
  }
}
