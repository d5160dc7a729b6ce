/**
 * The budget of a unit test file: the processor time it may use, imports included (jsdom, antd
 * and the page under test). It is a cost figure, reported and never a failure: processor time
 * still grows with other work on a machine of two cores (shared caches, a busy sibling core; a
 * file measured 6.7 s alone and 12.5 s beside a build), so a file near the limit would fail one
 * run in a few and pass the next. `npm test` writes each file's figure (POLARIS_UNIT_COST_FILE),
 * prints the most expensive ones and the files over budget, and the bench reports the largest
 * (`unitTests.maxFileCpuSeconds`). Over budget, make its tests cheaper (one render per
 * behaviour, fake timers instead of waiting, fewer antd popups), split the file, or move the
 * interaction to the browser suite (test/e2e), where a real browser does it faster.
 */
import { appendFileSync } from 'fs';

export const CPU_BUDGET_SECONDS = 12;

/** The processor seconds used since `since` (a `process.cpuUsage()` reading). */
export function cpuSecondsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

export interface FileCost {
  /** the test file, relative to the repository */
  file: string;
  cpuSeconds: number;
}

/** Appends one file's figure to `costFile` (one JSON object a line; workers append side by side). */
export function recordFileCost(costFile: string, cost: FileCost): void {
  appendFileSync(costFile, `${JSON.stringify(cost)}\n`);
}

export interface CostSummary {
  files: number;
  totalCpuSeconds: number;
  /** the most expensive files first */
  mostExpensive: FileCost[];
  overBudget: FileCost[];
}

/** The figures of a run (`recordFileCost` lines), most expensive first. Unreadable lines are skipped. */
export function summariseCosts(lines: string, budget = CPU_BUDGET_SECONDS, top = 5): CostSummary {
  const costs: FileCost[] = [];
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue;
    try {
      const cost = JSON.parse(line) as Partial<FileCost>;
      if (typeof cost.file === 'string' && typeof cost.cpuSeconds === 'number') {
        costs.push({ file: cost.file, cpuSeconds: cost.cpuSeconds });
      }
    } catch {
      // a line cut short by a worker that was stopped: not a figure
    }
  }
  costs.sort((a, b) => b.cpuSeconds - a.cpuSeconds || a.file.localeCompare(b.file));
  const total = costs.reduce((sum, cost) => sum + cost.cpuSeconds, 0);
  return {
    files: costs.length,
    totalCpuSeconds: Math.round(total * 10) / 10,
    mostExpensive: costs.slice(0, top),
    overBudget: costs.filter((cost) => cost.cpuSeconds > budget),
  };
}

/** What `npm test` prints after the unit tests. */
export function costLines(summary: CostSummary, budget = CPU_BUDGET_SECONDS): string[] {
  if (summary.files === 0) return [];
  const shown = (cost: FileCost) => `  ${cost.cpuSeconds.toFixed(1)} s  ${cost.file}`;
  const lines = [
    `unit test files: ${summary.files}, ${summary.totalCpuSeconds} s of processor time; the most expensive:`,
    ...summary.mostExpensive.map(shown),
  ];
  if (summary.overBudget.length > 0) {
    lines.push(
      `over the ${budget} s budget of a unit test file (test/support/cpu-budget.ts says how to bring it down):`,
      ...summary.overBudget.map(shown),
    );
  }
  return lines;
}
