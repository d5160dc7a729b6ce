/**
 * `npm test`: every check the project promises, in order, stopping at the first failure:
 * chromium present (installed with apt when missing and root), type-check, lint, format,
 * unit tests, browser tests.
 */
import { spawnSync } from 'child_process';
import { join } from 'path';
import { ensureChromium } from './support/chromium';

const ROOT = join(__dirname, '..');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

interface Step {
  name: string;
  run: () => boolean;
}

function command(cmd: string, args: string[]): () => boolean {
  return () => spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' }).status === 0;
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
  { name: 'unit tests', run: command(bin('jest'), ['--ci', '--selectProjects', 'unit']) },
  {
    name: 'browser tests',
    run: command(bin('jest'), ['--ci', '--runInBand', '--selectProjects', 'e2e']),
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
