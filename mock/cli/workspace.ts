/** Where the apps of this repository live and where their builds land. */
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join, resolve } from 'path';
import type { MicroBuildOptions } from '../../src/build/module-manifest';

export const REPO_ROOT = resolve(__dirname, '..', '..');

export interface AppInfo {
  /** Folder name: 'container' or the sub-app's folder under sub-apps/. */
  name: string;
  kind: 'container' | 'sub-app';
  dir: string;
  distDir: string;
}

export function listApps(): AppInfo[] {
  const subAppsDir = join(REPO_ROOT, 'sub-apps');
  const subApps = readdirSync(subAppsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(subAppsDir, entry.name, '.umirc.ts')))
    .map<AppInfo>((entry) => ({
      name: entry.name,
      kind: 'sub-app',
      dir: join(subAppsDir, entry.name),
      distDir: join(subAppsDir, entry.name, 'dist'),
    }));
  const container: AppInfo = {
    name: 'container',
    kind: 'container',
    dir: join(REPO_ROOT, 'container'),
    distDir: join(REPO_ROOT, 'container', 'dist'),
  };
  return [container, ...subApps];
}

export function findApp(name: string): AppInfo {
  const app = listApps().find((candidate) => candidate.name === name);
  if (!app) {
    const known = listApps()
      .map((candidate) => candidate.name)
      .join(', ');
    throw new Error(`unknown app "${name}" (known: ${known})`);
  }
  return app;
}

export interface BuiltModule {
  name: string;
  publicUrl: string;
  distDir: string;
  manifestFile: string;
}

/** A built sub-app: its manifest says under which public URL the gateway must serve it. */
export function readBuiltModule(app: AppInfo): BuiltModule | null {
  const manifestFile = join(app.distDir, 'packages', 'microConfig.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    name: string;
    publicUrl: string;
  };
  return { name: manifest.name, publicUrl: manifest.publicUrl, distDir: app.distDir, manifestFile };
}

/** What an app's `.umirc.ts` says about it as a module (null for the container). */
export interface AppModuleSettings {
  publicPath: string;
  micro: MicroBuildOptions | null;
}

/** Reads an app's umi config (a module of ours, ~0.4 s the first time: it loads umi's types). */
export async function readAppSettings(app: AppInfo): Promise<AppModuleSettings> {
  const loaded = (await import(join(app.dir, '.umirc.ts'))) as {
    default: { polaris?: AppModuleSettings; default?: { polaris?: AppModuleSettings } };
  };
  const settings = loaded.default.polaris ?? loaded.default.default?.polaris;
  if (!settings) throw new Error(`${app.name}/.umirc.ts does not call defineAppConfig`);
  return settings;
}
