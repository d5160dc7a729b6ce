/**
 * A dataset's parameters as the form edits them (rows of the kit's rows control) and back, the
 * rule a row must keep (a name of letters and digits, given once; a select with its options), and
 * the list's summary (`name*: TYPE`, required ones marked).
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import {
  PARAMETER_TYPES,
  type DatasetParameter,
  type ReportParameterType,
} from '@polaris/core/services/report/dataset-types';

export const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

export const toRows = (parameters: readonly DatasetParameter[]): RowsFieldRecord[] =>
  parameters.map((parameter) => ({ ...parameter }));

export function fromRows(rows: readonly RowsFieldRecord[]): DatasetParameter[] {
  return rows.map((row) => ({
    name: text(row.name),
    type: (PARAMETER_TYPES as readonly string[]).includes(text(row.type))
      ? (text(row.type) as ReportParameterType)
      : 'TEXT',
    required: row.required === 1 ? 1 : 0,
    defaultValue: text(row.defaultValue) || null,
    options: text(row.options) || null,
  }));
}

/** What is wrong with the parameters typed (the message names the row or the name), or undefined. */
export function parametersProblem(rows: RowsFieldRecord[] | undefined): FieldProblem | undefined {
  const names: string[] = [];
  for (const [index, row] of (rows ?? []).entries()) {
    const name = text(row.name);
    if (!PARAMETER_NAME.test(name))
      return { key: 'hrpt.dataset.error.name', values: { row: index + 1 } };
    if (names.includes(name)) return { key: 'hrpt.dataset.error.twice', values: { name } };
    if (text(row.type) === 'SELECT' && !text(row.options)) {
      return { key: 'hrpt.dataset.error.options', values: { name } };
    }
    names.push(name);
  }
  return undefined;
}

export const parametersText = (parameters: readonly DatasetParameter[]) =>
  parameters.map(({ name, type, required }) => `${name}${required ? '*' : ''}: ${type}`).join(', ');
