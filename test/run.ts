/**
 * `npm test`: every check the project promises, stopping at the first failure: chromium present
 * (installed with apt when missing and root); type-check, lint and format side by side with the
 * browser tests' build (each of the three uses one core, the build the rest: on two cores the
 * run is about a minute shorter than one after the other); unit tests; browser tests.
 */
import { spawn, spawnSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { join } from 'path';
import { ensureChromium } from './support/chromium';
import { costLines, summariseCosts } from './support/cpu-budget';
import { summariseTimes, timeLines, type JestJsonReport } from './support/e2e-times';

const ROOT = join(__dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Step {
  name: string;
  run: () => boolean | Promise<boolean>;
}

interface Finished {
  name: string;
  ok: boolean;
  output: string;
  seconds: string;
}

/**
 * Starts a command whose output is kept and printed whole when it ends, so commands running side
 * by side do not interleave their lines.
 */
function startQuietly(name: string, cmd: string, args: string[]): Promise<Finished> {
  const begun = Date.now();
  const seconds = () => ((Date.now() - begun) / 1000).toFixed(1);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) =>
      resolve({ name, ok: false, output: `${output}${error}`, seconds: seconds() }),
    );
    child.on('close', (code) => resolve({ name, ok: code === 0, output, seconds: seconds() }));
  });
}

/** Prints what side-by-side commands said, each under its name; true when all passed. */
function report(finished: Finished[]): boolean {
  for (const { name, ok, output, seconds } of finished) {
    console.log(`${ok ? '  ✔' : '  ✖'} ${name} (${seconds} s)`);
    if (output.trim() && (!ok || name === 'build')) console.log(output.trimEnd());
  }
  return finished.every(({ ok }) => ok);
}

function command(cmd: string, args: string[], env?: NodeJS.ProcessEnv): () => boolean {
  return () =>
    spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
      .status === 0;
}

/** Each unit test file's processor time, written by the files as they end (cpu-budget.ts). */
const UNIT_COSTS = join(ROOT, 'bench', 'unit-cost.jsonl');

/**
 * The unit tests, one worker per core (jest keeps one core for itself by default, but its own
 * process is idle while the workers run), then what the files cost: reported, never a failure.
 */
function unitTests(): boolean {
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(UNIT_COSTS, '');
  const run = command(bin('jest'), ['--ci', '--maxWorkers=100%', '--selectProjects', 'unit'], {
    POLARIS_UNIT_COST_FILE: UNIT_COSTS,
  });
  const passed = run();
  const summary = summariseCosts(readFileSync(UNIT_COSTS, 'utf8'));
  writeFileSync(
    join(ROOT, 'bench', 'unit-cost.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...summary }, null, 1)}\n`,
  );
  for (const line of costLines(summary)) console.log(line);
  return passed;
}

/** The browser tests, then each file's time: the slowest printed, all kept in bench/. */
function browserTests(): boolean {
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  const report = join(ROOT, 'bench', 'e2e-report.json');
  rmSync(report, { force: true }); // a report left by an earlier run is not this run's
  const run = command(bin('jest'), [
    '--ci',
    '--maxWorkers=100%',
    '--selectProjects',
    'e2e',
    '--json',
    `--outputFile=${report}`,
  ]);
  const passed = run();
  if (existsSync(report)) {
    const summary = summariseTimes(
      JSON.parse(readFileSync(report, 'utf8')) as JestJsonReport,
      ROOT,
    );
    writeFileSync(
      join(ROOT, 'bench', 'e2e-times.json'),
      `${JSON.stringify({ date: new Date().toISOString(), ...summary }, null, 1)}\n`,
    );
    for (const line of timeLines(summary)) console.log(line);
  }
  return passed;
}

const steps: Step[] = [
  {
    name: 'chromium',
    run: () => {
      console.log(`using ${ensureChromium()}`);
      return true;
    },
  },
  {
    name: "type-check, lint, format and the browser tests' build, side by side",
    run: async () =>
      report(
        await Promise.all([
          startQuietly('type-check', bin('tsc'), ['--noEmit', '-p', '.']),
          startQuietly('lint', bin('eslint'), ['--max-warnings=0', '.']),
          startQuietly('format', bin('prettier'), ['--check', '--log-level=warn', '.']),
          startQuietly('build', bin('tsx'), ['mock/cli/build-apps-cli.ts']),
        ]),
      ),
  },
  { name: 'unit tests', run: unitTests },
  { name: 'browser tests', run: browserTests },
];

async function main(): Promise<void> {
  const started = Date.now();
  for (const step of steps) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}`);
    const ok = await step.run();
    const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
    if (!ok) {
      console.error(`\n✖ ${step.name} failed after ${seconds} s`);
      process.exit(1);
    }
    console.log(`✔ ${step.name} (${seconds} s)`);
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
