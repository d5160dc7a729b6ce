// GET /packages/microConfig.json: the module list the container loads at run time, aggregated
// from each sub-app's build manifest. Manifests are read per request so a rebuild shows up at
// once; a module whose manifest is missing or unreadable is left out. A module still being built
// (or whose build failed) is listed with its `status` and no assets.
import { readFile } from 'node:fs/promises';
import type { ModuleSource } from '../context';
import { json, type Reply } from '../http/reply';
import { REVALIDATE_CACHE } from './static-files';
import type { ModuleManifest } from '../types';

export const MICRO_CONFIG_PATH = '/packages/microConfig.json';

async function readManifest(source: ModuleSource): Promise<ModuleManifest | undefined> {
  const pending = source.pending?.();
  if (pending) {
    // no assets and never loaded ahead: the shell says the module is on its way and asks again
    return {
      ...pending,
      name: source.name,
      publicUrl: source.publicUrl,
      initLoad: false,
      indexAssets: { js: [], css: [] },
      customizeAssets: { js: [], css: [] },
    };
  }
  let raw: string;
  try {
    raw = await readFile(source.manifestFile, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    // The gateway decides where a module is served, so its publicUrl wins over the build's.
    return {
      ...(parsed as ModuleManifest),
      name: (parsed as ModuleManifest).name ?? source.name,
      publicUrl: source.publicUrl,
    };
  } catch {
    return undefined;
  }
}

export async function aggregateMicroConfig(modules: ModuleSource[]): Promise<ModuleManifest[]> {
  const manifests = await Promise.all(modules.map(readManifest));
  return manifests.filter((manifest): manifest is ModuleManifest => manifest !== undefined);
}

export async function microConfigReply(modules: ModuleSource[]): Promise<Reply> {
  return json(await aggregateMicroConfig(modules), 200, { 'Cache-Control': REVALIDATE_CACHE });
}
