/**
 * The one deployable folder `npm run build` writes (README "Deploy"):
 *
 * ```
 * dist/
 *   site/                       the web root: copy it to the server as it is
 *     index.html, *.js, *.css   the container (the shell), at /
 *     apps/<name>/              each sub-app at its manifest's publicUrl
 *     packages/microConfig.json every sub-app's manifest, the list the shell reads at run time
 *   build-settings.json         the deployment settings the bundles were built with (not served;
 *                               `npm run deploy:nginx` reads them)
 * ```
 *
 * The deployment settings stay build-time ones (README "Deploy" says why); the server's own
 * settings (gateway, public origin, frame ancestors) go into the nginx configuration instead.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildSettingValues, type BUILD_SETTINGS } from '../../../src/build/build-settings';
import { aggregateMicroConfig, MICRO_CONFIG_PATH } from '../../server/static/micro-config';
import { readBuiltModule, REPO_ROOT, type AppInfo } from '../workspace';

/** Where `npm run build` puts the deployable folder. */
export const DEPLOY_DIR = join(REPO_ROOT, 'dist');
/** Every sub-app is served under this path, at `/apps/<name>/`. */
export const SUB_APP_BASE = '/apps/';

const SITE = 'site';
const BUILD_RECORD = 'build-settings.json';

export type BuildSettingValues = Record<(typeof BUILD_SETTINGS)[number], string>;

export interface BuildRecord {
  builtAt: string;
  settings: BuildSettingValues;
}

export const siteDir = (deployDir = DEPLOY_DIR) => join(deployDir, SITE);

/** A sub-app's public URL, when it is one the site can hold: `/apps/<name>/`. */
function subAppPath(publicUrl: string, app: string): string {
  if (!new RegExp(`^${SUB_APP_BASE}[a-z0-9][a-z0-9-]*/$`).test(publicUrl)) {
    throw new Error(`${app}: its publicUrl ${publicUrl} is not ${SUB_APP_BASE}<name>/`);
  }
  return publicUrl;
}

/** Copies a build, leaving out its dot-files (the build stamp). */
function copyBuild(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (path) => !basename(path).startsWith('.') });
}

/**
 * Writes the deployable folder from the apps' builds (all of them must be built). The site is
 * replaced as a whole; the record says which settings the bundles hold.
 */
export async function assembleSite(
  apps: readonly AppInfo[],
  deployDir = DEPLOY_DIR,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const container = apps.find((app) => app.kind === 'container');
  if (!container || !existsSync(join(container.distDir, 'index.html'))) {
    throw new Error('the container is not built: run npm run build');
  }
  const modules = apps
    .filter((app) => app.kind === 'sub-app')
    .map((app) => {
      const built = readBuiltModule(app);
      if (!built) throw new Error(`${app.name} is not built: run npm run build`);
      return { ...built, publicUrl: subAppPath(built.publicUrl, app.name) };
    });
  const site = siteDir(deployDir);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  copyBuild(container.distDir, site);
  for (const module of modules) copyBuild(module.distDir, join(site, module.publicUrl));
  const manifests = await aggregateMicroConfig(modules);
  const manifestFile = join(site, MICRO_CONFIG_PATH);
  mkdirSync(join(manifestFile, '..'), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifests, null, 2)}\n`);
  const record: BuildRecord = {
    builtAt: new Date().toISOString(),
    settings: buildSettingValues(env),
  };
  writeFileSync(join(deployDir, BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return site;
}

/** What the bundles of the deployable folder were built with; undefined before a build. */
export function readBuildRecord(deployDir = DEPLOY_DIR): BuildRecord | undefined {
  const file = join(deployDir, BUILD_RECORD);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
}
