/**
 * A report's columns as the form edits them (rows of the kit's rows control) and back, the rule
 * a row must keep (a field and a title, each field once), the chart's choices (the columns
 * typed) and the list's summaries.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import {
  COLUMN_FORMATS,
  type ColumnFormat,
  type ReportColumn,
  type ReportDefineDto,
} from '@polaris/core/services/report/report-define-types';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

export const toRows = (columns: readonly ReportColumn[]): RowsFieldRecord[] =>
  columns.map((column) => ({ ...column }));

export function fromRows(rows: readonly RowsFieldRecord[]): ReportColumn[] {
  return rows.map((row) => ({
    field: text(row.field),
    title: text(row.title),
    width: typeof row.width === 'number' ? row.width : 120,
    format: (COLUMN_FORMATS as readonly string[]).includes(text(row.format))
      ? (text(row.format) as ColumnFormat)
      : 'TEXT',
  }));
}

/** What is wrong with the columns typed (the message names the row or the field), or undefined. */
export function columnsProblem(rows: RowsFieldRecord[] | undefined): FieldProblem | undefined {
  const list = rows ?? [];
  if (list.length === 0) return { key: 'hrpt.reportDefine.error.noColumn' };
  const fields: string[] = [];
  for (const [index, row] of list.entries()) {
    const field = text(row.field);
    if (!field || !text(row.title)) {
      return { key: 'hrpt.reportDefine.error.column', values: { row: index + 1 } };
    }
    if (fields.includes(field)) return { key: 'hrpt.reportDefine.error.twice', values: { field } };
    fields.push(field);
  }
  return undefined;
}

/** The fields of the columns typed, for the chart's label and values. */
export const columnChoices = (rows: readonly RowsFieldRecord[] | undefined) =>
  fromRows(rows ?? [])
    .filter((column) => column.field)
    .map((column) => ({ value: column.field, label: column.title || column.field }));

export const columnsText = (columns: readonly ReportColumn[]) =>
  columns.map((column) => column.title).join(', ');

/** `BAR: amount by region`; nothing without a chart. */
export const chartText = (
  report: Pick<ReportDefineDto, 'chartType' | 'chartLabel' | 'chartValues'>,
) =>
  report.chartType === 'NONE'
    ? ''
    : `${report.chartType}: ${report.chartValues.join(', ')} / ${report.chartLabel ?? ''}`;
