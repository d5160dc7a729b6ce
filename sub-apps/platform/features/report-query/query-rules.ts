/**
 * The report query page's pure rules: a task moves on while RUNNING (and is asked again every
 * POLL_MS, over the request layer's one-second sharing of a GET); the form's starting values
 * (each parameter's default) and the values sent (dates and numbers as text, empty ones left
 * out); the result table's cells by the column's format.
 */
import { formatNumber } from '@polaris/core/kit/format/number';
import { refetchWhile } from '@polaris/core/query/refetch-while';
import type { DatasetParameter } from '@polaris/core/services/report/dataset-types';
import type { ColumnFormat } from '@polaris/core/services/report/report-define-types';
import type { TaskStatus } from '@polaris/core/services/report/report-run-types';

export const POLL_MS = 1500;

export const isRunning = (status: TaskStatus | undefined) => status === 'RUNNING';

/** A run's or an export's `refetchInterval`: every POLL_MS while it runs (the kit's rule). */
export const pollWhileRunning = refetchWhile(
  (answer: { status: TaskStatus }) => isRunning(answer.status),
  POLL_MS,
);

export type FormValues = Record<string, string | number | null | undefined>;

/** Each parameter's default (a number as a number, for its number box). */
export function initialValues(parameters: readonly DatasetParameter[]): FormValues {
  return Object.fromEntries(
    parameters.map(({ name, type, defaultValue }) => [
      name,
      defaultValue === null ? undefined : type === 'NUMBER' ? Number(defaultValue) : defaultValue,
    ]),
  );
}

/** The values to send: text, trimmed; empty ones left out (the gateway takes the default). */
export function paramsOf(values: FormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [
        name,
        value === null || value === undefined ? '' : String(value).trim(),
      ])
      .filter(([, value]) => value !== ''),
  );
}

/** A result cell as the column's format shows it (numbers in the user's language). */
export function formatCell(value: unknown, format: ColumnFormat, language: string): string {
  if (value === null || value === undefined) return '';
  if (format === 'NUMBER' && typeof value === 'number') return formatNumber(value, language);
  if (format === 'MONEY' && typeof value === 'number') {
    return formatNumber(value, language, { decimals: 2 });
  }
  return String(value);
}

export const alignOf = (format: ColumnFormat) =>
  format === 'NUMBER' || format === 'MONEY' ? ('right' as const) : undefined;
