/**
 * The unit tests' cost as the last `npm test` measured it (bench/unit-cost.json, written by
 * test/run.ts): the most expensive file's processor time against the budget of a unit test file.
 * A figure of that run, not of the bench's: its date is in the details.
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { CPU_BUDGET_SECONDS, type CostSummary } from '../support/cpu-budget';
import type { Metric } from './report';

export function unitCostMetric(repoRoot: string): Record<string, Metric> {
  const file = join(repoRoot, 'bench', 'unit-cost.json');
  const id = 'unitTests.maxFileCpuMs';
  if (!existsSync(file)) {
    return { [id]: { value: null, unit: 'ms', error: 'no unit test run recorded: run npm test' } };
  }
  const summary = JSON.parse(readFileSync(file, 'utf8')) as CostSummary & { date?: string };
  const most = summary.mostExpensive[0];
  const value = most ? Math.round(most.cpuSeconds * 1000) : null;
  const budget = CPU_BUDGET_SECONDS * 1000;
  return {
    [id]: {
      value,
      unit: 'ms',
      statistic: 'max over the unit test files',
      target: { op: '<=', value: budget, description: 'processor time of one unit test file' },
      pass: value !== null && value <= budget,
      details: {
        measuredBy: 'the last npm test (bench/unit-cost.json)',
        measuredAt: summary.date,
        files: summary.files,
        totalCpuSeconds: summary.totalCpuSeconds,
        mostExpensive: summary.mostExpensive,
        overBudget: summary.overBudget,
      },
    },
  };
}
