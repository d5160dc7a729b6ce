/**
 * A program's parameters as edited in its form (the kit's rows control) and as sent: each a name
 * (a letter, then letters, digits or `_`), no name twice, a type, required or not, and a default
 * that fits the type. The messages name the row or the parameter at fault (the gateway's rules).
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import {
  PARAMETER_NAME,
  PARAMETER_PATTERNS,
  PARAMETER_TYPES,
  type ParameterType,
  type ProgramParameter,
} from '@polaris/core/services/scheduler/concurrent-types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const typeOf = (value: unknown): ParameterType =>
  PARAMETER_TYPES.find((type) => type === value) ?? 'STRING';

/** A parameter as a row of the rows control. */
export const parameterRow = (parameter: ProgramParameter): RowsFieldRecord => ({
  name: parameter.name,
  type: parameter.type,
  required: parameter.required ? 1 : 0,
  defaultValue: parameter.defaultValue ?? '',
});

export const newParameterRow = (): RowsFieldRecord => ({
  name: '',
  type: 'STRING',
  required: 0,
  defaultValue: '',
});

export function parametersProblem(rows: RowsFieldRecord[] | undefined): FieldProblem | undefined {
  const names: string[] = [];
  for (const [index, row] of (rows ?? []).entries()) {
    const name = text(row.name);
    if (!PARAMETER_NAME.test(name)) {
      return { key: 'hsdr.concurrent.program.error.name', values: { row: index + 1 } };
    }
    if (names.includes(name)) {
      return { key: 'hsdr.concurrent.program.error.twice', values: { name } };
    }
    names.push(name);
    const type = typeOf(row.type);
    const fallback = text(row.defaultValue);
    if (fallback && PARAMETER_PATTERNS[type] && !PARAMETER_PATTERNS[type].test(fallback)) {
      return { key: `hsdr.concurrent.program.error.default.${type}`, values: { name } };
    }
  }
  return undefined;
}

/** The rows as the gateway takes them (a blank default left out). */
export function savedParameters(rows: readonly RowsFieldRecord[]): ProgramParameter[] {
  return rows.map((row) => {
    const parameter: ProgramParameter = {
      name: text(row.name),
      type: typeOf(row.type),
      required: row.required === 1,
    };
    const fallback = text(row.defaultValue);
    return fallback ? { ...parameter, defaultValue: fallback } : parameter;
  });
}
