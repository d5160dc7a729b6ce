/**
 * Builds the apps whose inputs changed since their last build. An app's fingerprint covers its
 * own folder, the shared core (src/), the shared umi config, the lock file and the deployment
 * settings baked in at build time; it is stored in the app's dist folder, so a clean clone always
 * builds and an unchanged tree never rebuilds.
 */
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { join, relative } from 'path';
import { BUILD_SETTINGS } from '../../src/build/build-settings';
import { REPO_ROOT, type AppInfo } from './workspace';

const STAMP_FILE = '.polaris-build.json';
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.umi', '.umi-production', '.umi-test']);

function collectFiles(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) collectFiles(path, into);
    else if (!/\.test\.tsx?$/.test(entry.name)) into.push(path);
  }
  return into;
}

export function fingerprint(app: AppInfo): string {
  const inputs = [
    ...collectFiles(join(REPO_ROOT, 'src'), []),
    ...collectFiles(app.dir, []),
    join(REPO_ROOT, '.umirc.ts'),
    join(REPO_ROOT, 'package-lock.json'),
    join(REPO_ROOT, 'tsconfig.json'),
  ].filter((file) => existsSync(file) && statSync(file).isFile());
  const hash = createHash('sha1');
  // Deployment settings are baked in at build time (.umirc.ts `define`): a changed one rebuilds.
  for (const name of BUILD_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  for (const file of inputs.sort()) {
    hash.update(relative(REPO_ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isStale(app: AppInfo): boolean {
  const stamp = join(app.distDir, STAMP_FILE);
  if (!existsSync(stamp)) return true;
  const { fingerprint: built } = JSON.parse(readFileSync(stamp, 'utf8')) as {
    fingerprint?: string;
  };
  return built !== fingerprint(app);
}

function runUmiBuild(app: AppInfo): Promise<void> {
  const umi = join(REPO_ROOT, 'node_modules', 'umi', 'bin', 'umi.js');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [umi, 'build'], {
      cwd: app.dir,
      env: { ...process.env, APP_ROOT: app.dir, UMI_ENV: '', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`building ${app.name} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

export async function buildApp(
  app: AppInfo,
  log: (line: string) => void = console.log,
): Promise<void> {
  const started = Date.now();
  const print = fingerprint(app);
  log(`building ${app.name}…`);
  await runUmiBuild(app);
  writeFileSync(
    join(app.distDir, STAMP_FILE),
    JSON.stringify({ fingerprint: print, builtAt: new Date().toISOString() }),
  );
  log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds, one after the other (2 cores), every app in `apps` that is stale. */
export async function buildStaleApps(
  apps: AppInfo[],
  log: (line: string) => void = console.log,
): Promise<AppInfo[]> {
  const stale = apps.filter(isStale);
  for (const app of stale) await buildApp(app, log);
  if (stale.length === 0) log('builds are up to date');
  return stale;
}
