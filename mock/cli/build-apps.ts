/**
 * Builds the apps whose inputs changed since their last build. An app's fingerprint covers its
 * own folder, the shared core (src/), the shared umi config, the lock file and the deployment
 * settings baked in at build time; it is stored in the app's dist folder, so a clean clone always
 * builds and an unchanged tree never rebuilds.
 */
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'fs';
import { availableParallelism, freemem } from 'os';
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

function runUmiBuild(app: AppInfo, signal?: AbortSignal): Promise<void> {
  const umi = join(REPO_ROOT, 'node_modules', 'umi', 'bin', 'umi.js');
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [umi, 'build'], {
      cwd: app.dir,
      signal,
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
  signal?: AbortSignal,
): Promise<void> {
  const started = Date.now();
  const print = fingerprint(app);
  log(`building ${app.name}…`);
  await runUmiBuild(app, signal);
  writeFileSync(
    join(app.distDir, STAMP_FILE),
    JSON.stringify({ fingerprint: print, builtAt: new Date().toISOString() }),
  );
  log(`built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Peak memory of one umi/webpack build of an app, measured (~1 GB), with headroom. */
const BUILD_MEMORY_BYTES = 1.5 * 1024 ** 3;

/**
 * How many builds run at once: each is mostly one core's work, so one per core, at most two (the
 * machine this runs on has two), and only as many as free memory holds.
 */
export function buildConcurrency(
  cores = availableParallelism(),
  freeBytes = freemem(),
  most = 2,
): number {
  return Math.max(1, Math.min(most, cores, Math.floor(freeBytes / BUILD_MEMORY_BYTES)));
}

export interface BuildHooks {
  log?: (line: string) => void;
  concurrency?: number;
  /** Ends the builds still running (their umi processes are killed). */
  signal?: AbortSignal;
  /** How one app is built (tests give their own). */
  build?: (app: AppInfo, log: (line: string) => void, signal?: AbortSignal) => Promise<void>;
  /** Each app as its build finishes. */
  onBuilt?: (app: AppInfo) => void;
  onFailed?: (app: AppInfo, error: Error) => void;
}

export interface BuildOutcome {
  built: AppInfo[];
  failed: Array<{ app: AppInfo; error: Error }>;
}

/**
 * Builds `apps` in their order, `concurrency` at a time (buildConcurrency()): a build that fails
 * does not stop the others; the outcome says which did.
 */
export async function buildApps(apps: AppInfo[], hooks: BuildHooks = {}): Promise<BuildOutcome> {
  const log = hooks.log ?? console.log;
  const outcome: BuildOutcome = { built: [], failed: [] };
  const queue = [...apps];
  const build = hooks.build ?? buildApp;
  const worker = async () => {
    for (let app = queue.shift(); app && !hooks.signal?.aborted; app = queue.shift()) {
      try {
        await build(app, log, hooks.signal);
        outcome.built.push(app);
        hooks.onBuilt?.(app);
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        outcome.failed.push({ app, error: failure });
        hooks.onFailed?.(app, failure);
      }
    }
  };
  const workers = Math.min(apps.length, hooks.concurrency ?? buildConcurrency());
  await Promise.all(Array.from({ length: workers }, worker));
  return outcome;
}

/** Builds every app in `apps` that is stale (buildApps); rejects naming every build that failed. */
export async function buildStaleApps(
  apps: AppInfo[],
  log: (line: string) => void = console.log,
): Promise<AppInfo[]> {
  const stale = apps.filter(isStale);
  if (stale.length === 0) {
    log('builds are up to date');
    return stale;
  }
  const started = Date.now();
  const { failed } = await buildApps(stale, { log });
  if (failed.length > 0) throw new Error(failed.map(({ error }) => error.message).join('\n\n'));
  log(`built ${stale.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stale;
}
