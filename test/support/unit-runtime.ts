// Every unit test file starts with a runtime of its own (what an app creates at boot or mount);
// a test that needs a clean one calls `startRuntime()` again. Ended when the file is done.
// The file's processor time is recorded for `npm test`'s cost report (cpu-budget.ts).
import { relative } from 'path';
import { boundRuntime } from '../../src/runtime/current';
import { startRuntime } from '../../src/runtime/create-runtime';
import { cpuSecondsSince, recordFileCost } from './cpu-budget';

const started = process.cpuUsage();
startRuntime();

afterAll(() => {
  boundRuntime()?.dispose();
  const cpuSeconds = Math.round(cpuSecondsSince(started) * 10) / 10;
  const file = relative(process.cwd(), expect.getState().testPath ?? 'unknown');
  if (process.env.POLARIS_CPU_REPORT) console.warn(`cpu ${cpuSeconds.toFixed(1)} s`);
  const costFile = process.env.POLARIS_UNIT_COST_FILE;
  if (costFile) recordFileCost(costFile, { file, cpuSeconds });
});
