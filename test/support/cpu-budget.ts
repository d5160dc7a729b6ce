/**
 * The budget of a unit test file: the processor time it may use, imports included (jsdom, antd
 * and the page under test). Processor time, not wall time: it hardly moves with other work on
 * the machine, so the check fails the file that got expensive, not the one that ran on a busy
 * machine. Over budget, make its tests cheaper (one render per behaviour, fake timers instead of
 * waiting, fewer antd popups) or move the interaction to the browser suite (test/e2e), where a
 * real browser does it faster.
 */
export const CPU_BUDGET_SECONDS = 12;

/** The processor seconds used since `since` (a `process.cpuUsage()` reading). */
export function cpuSecondsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

export function overBudget(seconds: number, budget = CPU_BUDGET_SECONDS): string | undefined {
  if (seconds <= budget) return undefined;
  return (
    `this test file used ${seconds.toFixed(1)} s of processor time, over the ${budget} s budget ` +
    'of a unit test file (test/support/cpu-budget.ts says how to bring it down)'
  );
}
