/**
 * Where the browser tests' time goes: each file's wall time, from jest's JSON report of the run
 * (`--json --outputFile`). `npm test` prints the slowest files and keeps the figures in
 * bench/e2e-times.json, so the files worth making cheaper are named by measurement (CI's whole
 * run is to stay under 15 minutes; the browser tests are most of it).
 */

/** The parts of jest's JSON report read here. */
export interface JestJsonReport {
  testResults?: { name?: string; startTime?: number; endTime?: number }[];
}

export interface FileTime {
  /** the test file, relative to the repository */
  file: string;
  seconds: number;
}

export interface TimeSummary {
  files: number;
  /** the files' times added up (with two workers, about twice the step's wall time) */
  totalSeconds: number;
  slowest: FileTime[];
}

/** The files of a report, slowest first; `root` is taken off their paths. */
export function summariseTimes(report: JestJsonReport, root: string, top = 8): TimeSummary {
  const times: FileTime[] = [];
  for (const result of report.testResults ?? []) {
    const { name, startTime, endTime } = result;
    if (typeof name !== 'string' || typeof startTime !== 'number' || typeof endTime !== 'number')
      continue;
    const file = name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;
    times.push({ file, seconds: Math.round((endTime - startTime) / 100) / 10 });
  }
  times.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  return { files: times.length, totalSeconds: Math.round(total), slowest: times.slice(0, top) };
}

/** What `npm test` prints after the browser tests. */
export function timeLines(summary: TimeSummary): string[] {
  if (summary.files === 0) return [];
  return [
    `browser test files: ${summary.files}, ${summary.totalSeconds} s in all; the slowest:`,
    ...summary.slowest.map((time) => `  ${time.seconds.toFixed(1)} s  ${time.file}`),
  ];
}
