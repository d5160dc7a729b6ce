// How many jest workers run the browser tests (test/run.ts).

/**
 * Workers for the browser tests: three for every two cores. A browser test waits on its browser
 * and its gateway much of the time: with one worker per core the processors sat 10–22 % idle, and
 * on two cores three workers ran all the files in 452 s against 497–517 s for two (every test
 * passed either way). Each worker has a gateway of its own (global-setup.ts).
 */
export function browserTestWorkers(cores: number): number {
  return Math.max(1, Math.round((Math.max(1, cores) * 3) / 2));
}
