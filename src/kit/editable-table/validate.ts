/**
 * Validation of the table's data, not of its mounted cells (spec section 5; antd's Form only
 * checks fields that are rendered, so rows on other pages, collapsed child rows and virtual
 * rows would slip through, ProComponents #4219). Pure: rows and column rules in, errors out.
 *
 * Which rows: the ones whose values the next save sends, created and updated rows at any depth
 * (rows the user did not touch are the server's, and a deleted row's values, or anything
 * under it, are not sent). Which fields: the ones the user can edit in that row, so an error
 * always has a field to fix.
 */
import type { Translate } from '../texts';
import { isEdited } from './row-changes';
import { fieldOf, keyOf } from './rows-tree';
import type {
  CellError,
  EditableColumn,
  EditableRow,
  FieldError,
  FieldRules,
  RowKey,
  RowPlace,
} from './types';

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A global or sticky pattern remembers where it stopped; a copy without those flags does not. */
const matches = (pattern: RegExp, text: string): boolean =>
  new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text);

const ALONE: RowPlace<never> = { parents: [], siblings: [] };

/** The first rule `value` breaks, or undefined. Empty values break only `required`. */
export function validateValue<T extends object>(
  value: unknown,
  rules: FieldRules<T>,
  row: EditableRow<T>,
  place: RowPlace<T> = ALONE,
): FieldError | undefined {
  if (isEmpty(value)) return rules.required ? { rule: 'required' } : undefined;
  const numeric = rules.number || rules.min !== undefined || rules.max !== undefined;
  if (numeric && !isNumber(value)) return { rule: 'number' };
  if (rules.min !== undefined && (value as number) < rules.min) {
    return { rule: 'min', params: { min: rules.min } };
  }
  if (rules.max !== undefined && (value as number) > rules.max) {
    return { rule: 'max', params: { max: rules.max } };
  }
  if (typeof value === 'string') {
    if (rules.maxLength !== undefined && Array.from(value).length > rules.maxLength) {
      return { rule: 'maxLength', params: { max: rules.maxLength } };
    }
    if (rules.pattern && !matches(rules.pattern, value)) {
      return { rule: 'pattern', message: rules.patternMessage };
    }
  }
  const message = rules.validate?.(value, row, place);
  return message ? { rule: 'custom', message } : undefined;
}

/** Whether the row's field has an editor (a deleted row's fields have none). */
export const isEditable = <T extends object>(column: EditableColumn<T>, row: EditableRow<T>) =>
  Boolean(column.editor) && row._status !== 'delete' && (column.editable?.(row) ?? true);

/** Every invalid field of the rows to be saved, top to bottom as the table shows them. */
export function validateRows<T extends object>(
  rows: readonly EditableRow<T>[],
  columns: readonly EditableColumn<T>[],
  rowKey: string,
): CellError[] {
  const errors: CellError[] = [];
  const visit = (level: readonly EditableRow<T>[], parents: readonly EditableRow<T>[]) => {
    const trail: readonly RowKey[] = parents.map((parent) => keyOf(parent, rowKey));
    const standing = level.filter((row) => row._status !== 'delete');
    for (const row of standing) {
      if (isEdited(row)) {
        const place = { parents, siblings: standing.filter((other) => other !== row) };
        for (const column of columns) {
          if (!column.rules || !isEditable(column, row)) continue;
          const value = fieldOf(row, column.field);
          const error = validateValue(value, column.rules, row, place);
          if (error) errors.push({ ...error, key: keyOf(row, rowKey), field: column.field, trail });
        }
      }
      if (row.children) visit(row.children, [...parents, row]);
    }
  };
  visit(rows, []);
  return errors;
}

/** The message of an error, in the user's language. */
export function errorText(error: FieldError, label: string, t: Translate): string {
  return (
    error.message ?? t(`hzero.common.kit.validation.${error.rule}`, { label, ...error.params })
  );
}
