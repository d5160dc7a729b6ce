/**
 * First-start benchmark (issue 20): what a new user waits for after `npm install`.
 *
 * Copies the working tree's files (tracked and new, as a clone would have them) to a scratch
 * folder with node_modules hard-linked in but without any build cache (as `npm install` leaves
 * them), runs `npm start` there and takes:
 * - `shellAnswersSeconds`: until the sign-in flow answers (the container's page and script, the
 *   gateway's sign-in page);
 * - `allBuiltSeconds`: until `npm start` says every app is built;
 * - `oneLineRebuildSeconds`: `npm run build` after a one-line change in a sub-app.
 * Prints JSON and writes bench/first-start.json.
 *
 *   npx tsx test/bench/first-start.ts       (npm run bench:start)
 */
import { execFileSync, spawn } from 'child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'fs';
import { createServer } from 'net';
import { loadavg, tmpdir } from 'os';
import { dirname, join } from 'path';
import { buildConcurrency } from '../../mock/cli/build-apps';
import { REPO_ROOT } from '../../mock/cli/workspace';

const TARGET_FIRST_ANSWER_S = 90;
const GIVE_UP_MS = 15 * 60_000;
const log = (line: string) => console.error(`[first-start] ${line}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The files a clone has (tracked plus new, not ignored), node_modules hard-linked, no caches. */
function scratchClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'polaris-first-start-'));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(REPO_ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(dir, file));
  }
  const modules = execFileSync(
    'find',
    ['.', '-name', 'node_modules', '-prune', '-not', '-path', '*/node_modules/*/node_modules'],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((path) => path && !path.includes('/dist/'));
  for (const path of modules) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    execFileSync('cp', ['-al', join(REPO_ROOT, path), join(dir, path)]);
    rmSync(join(dir, path, '.cache'), { recursive: true, force: true });
  }
  return dir;
}

async function answers(url: string): Promise<boolean> {
  try {
    const page = await fetch(url, { headers: { Accept: 'text/html' } });
    if (!page.ok) return false;
    const script = /src="(\/umi\.[^"]+\.js)"/.exec(await page.text())?.[1];
    if (!script || !(await fetch(new URL(script, url))).ok) return false;
    // the gateway's sign-in page, as the shell sends a new user there
    const query = new URLSearchParams({
      response_type: 'token',
      client_id: 'localhost',
      redirect_uri: url,
    });
    const signIn = await fetch(new URL(`/oauth/oauth/authorize?${query.toString()}`, url));
    return signIn.ok && (await signIn.text()).includes('name="password"');
  } catch {
    return false;
  }
}

async function firstStart(dir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [join(dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'mock/cli/start.ts'],
    {
      cwd: dir,
      env: { ...process.env, PORT: String(port), QUIET: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let allBuiltSeconds: number | undefined;
  let exited = false;
  const seen = (chunk: Buffer) => {
    output += chunk.toString();
    if (process.env.BENCH_VERBOSE) process.stderr.write(chunk);
    if (allBuiltSeconds === undefined && /all apps built|ready in/.test(output)) {
      allBuiltSeconds = (Date.now() - started) / 1000;
    }
  };
  child.stdout.on('data', seen);
  child.stderr.on('data', seen);
  child.on('exit', () => (exited = true));
  let shellAnswersSeconds: number | undefined;
  try {
    while (allBuiltSeconds === undefined || shellAnswersSeconds === undefined) {
      if (exited) throw new Error(`npm start ended:\n${output.slice(-3000)}`);
      if (Date.now() - started > GIVE_UP_MS) throw new Error('npm start took over 15 minutes');
      if (shellAnswersSeconds === undefined && (await answers(url))) {
        shellAnswersSeconds = (Date.now() - started) / 1000;
        log(`the shell answers after ${shellAnswersSeconds.toFixed(1)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    child.kill('SIGTERM');
  }
  const builds = [...output.matchAll(/built (\S+) in ([\d.]+) s/g)].map((match) => ({
    app: match[1],
    seconds: Number(match[2]),
  }));
  return { shellAnswersSeconds, allBuiltSeconds, builds };
}

function oneLineRebuild(dir: string) {
  const file = join(dir, 'sub-apps', 'monitor', 'entry.tsx');
  appendFileSync(file, '\nexport const benchTouch = 1;\n');
  const started = Date.now();
  execFileSync(
    process.execPath,
    [join(dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'mock/cli/build-apps-cli.ts'],
    {
      cwd: dir,
      stdio: 'pipe',
    },
  );
  return (Date.now() - started) / 1000;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  log('copying the tree (node_modules hard-linked, no build caches)…');
  const dir = scratchClone();
  try {
    log(`npm start in ${dir}…`);
    const start = await firstStart(dir);
    log('a one-line change in sub-apps/monitor, then npm run build…');
    const oneLineRebuildSeconds = oneLineRebuild(dir);
    const round = (value: number | undefined) => value && Math.round(value * 10) / 10;
    const results = {
      date: new Date().toISOString(),
      buildConcurrency: buildConcurrency(),
      loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
      loadAverage1mAfter: Math.round(loadavg()[0] * 100) / 100,
      shellAnswersSeconds: round(start.shellAnswersSeconds),
      shellAnswersTargetSeconds: TARGET_FIRST_ANSWER_S,
      shellAnswersPass: (start.shellAnswersSeconds ?? Infinity) <= TARGET_FIRST_ANSWER_S,
      allBuiltSeconds: round(start.allBuiltSeconds),
      builds: start.builds,
      oneLineRebuildSeconds: round(oneLineRebuildSeconds),
    };
    mkdirSync(join(REPO_ROOT, 'bench'), { recursive: true });
    writeFileSync(
      join(REPO_ROOT, 'bench', 'first-start.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log(JSON.stringify(results, null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
