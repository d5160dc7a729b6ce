/** The results file (bench/results.json) and the table printed at the end of a run. */
import { mkdirSync, writeFileSync } from 'fs';
import { dirname } from 'path';

export interface Target {
  op: '<' | '<=';
  value: number;
  /** what the target means, in words */
  description?: string;
}

export interface Metric {
  /** null when the figure could not be measured (see error) */
  value: number | null;
  unit: 'bytes' | 'ms' | 'count' | 'MiB' | 'MB/s';
  /** what `value` is when there are samples: 'median', 'max', … */
  statistic?: string;
  target?: Target;
  pass?: boolean;
  samples?: number[];
  min?: number;
  max?: number;
  details?: Record<string, unknown>;
  error?: string;
}

export interface BenchResults {
  schemaVersion: 1;
  generatedAt: string;
  durationMs: number;
  environment: Record<string, unknown>;
  metrics: Record<string, Metric>;
}

export function meets(value: number, target: Target): boolean {
  return target.op === '<' ? value < target.value : value <= target.value;
}

/** Fills in `pass` from the value and the target. */
export function metric(fields: Metric): Metric {
  if (!fields.target || fields.value === null) return fields;
  return { ...fields, pass: meets(fields.value, fields.target) };
}

export function writeResults(file: string, results: BenchResults): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export function formatValue(value: number, unit: Metric['unit']): string {
  switch (unit) {
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'ms':
      // sub-10 ms figures (the client's own overhead) need their decimals
      return Math.abs(value) < 10 ? `${value.toFixed(2)} ms` : `${Math.round(value)} ms`;
    case 'MiB':
      return `${value.toFixed(Math.abs(value) < 1 ? 3 : 1)} MiB`;
    case 'count':
      return String(value);
    case 'MB/s':
      return `${value.toFixed(1)} MB/s`;
  }
}

export interface Row {
  label: string;
  value: string;
  target?: string;
  result?: string;
}

/** One row for a metric: its value (and min–max when sampled), target and PASS/FAIL. */
export function metricRow(label: string, entry: Metric): Row {
  if (entry.value === null) return { label, value: '—', result: `ERROR: ${entry.error ?? '?'}` };
  let value = formatValue(entry.value, entry.unit);
  if (entry.min !== undefined && entry.max !== undefined) {
    value += ` (${formatValue(entry.min, entry.unit)}–${formatValue(entry.max, entry.unit)})`;
  }
  if (entry.statistic) value = `${entry.statistic} ${value}`;
  const target = entry.target
    ? `${entry.target.op} ${formatValue(entry.target.value, entry.unit)}`
    : undefined;
  const result = entry.pass === undefined ? undefined : entry.pass ? 'PASS' : 'FAIL';
  return { label, value, target, result };
}

export function renderTable(rows: Row[]): string {
  const header: Row = { label: 'Metric', value: 'Value', target: 'Target', result: 'Result' };
  const cells = [header, ...rows].map((row) => [
    row.label,
    row.value,
    row.target ?? '',
    row.result ?? '',
  ]);
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...cells.map((cell) => cell[column].length)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}
