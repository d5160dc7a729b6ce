/**
 * `npm test`: every check the project promises, in order, stopping at the first failure:
 * chromium present (installed with apt when missing and root), type-check, lint, format,
 * unit tests, browser tests.
 */
import { spawnSync } from 'child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import { ensureChromium } from './support/chromium';
import { costLines, summariseCosts } from './support/cpu-budget';

const ROOT = join(__dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Step {
  name: string;
  run: () => boolean;
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

const steps: Step[] = [
  {
    name: 'chromium',
    run: () => {
      console.log(`using ${ensureChromium()}`);
      return true;
    },
  },
  { name: 'type-check', run: command(bin('tsc'), ['--noEmit', '-p', '.']) },
  { name: 'lint', run: command(bin('eslint'), ['--max-warnings=0', '.']) },
  { name: 'format', run: command(bin('prettier'), ['--check', '--log-level=warn', '.']) },
  { name: 'unit tests', run: unitTests },
  {
    name: 'browser tests',
    run: command(bin('jest'), ['--ci', '--maxWorkers=100%', '--selectProjects', 'e2e']),
  },
];

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const ok = step.run();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (!ok) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
