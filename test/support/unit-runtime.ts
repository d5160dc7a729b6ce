// Every unit test file starts with a runtime of its own (what an app creates at boot or mount);
// a test that needs a clean one calls `startRuntime()` again. Ended when the file is done.
// The file also keeps to the processor-time budget of a unit test file (cpu-budget.ts).
import { boundRuntime } from '../../src/runtime/current';
import { startRuntime } from '../../src/runtime/create-runtime';
import { cpuSecondsSince, overBudget } from './cpu-budget';

const started = process.cpuUsage();
startRuntime();

afterAll(() => {
  boundRuntime()?.dispose();
  const seconds = cpuSecondsSince(started);
  if (process.env.POLARIS_CPU_REPORT) console.warn(`cpu ${seconds.toFixed(1)} s`);
  const problem = overBudget(seconds);
  if (problem) throw new Error(problem);
});
