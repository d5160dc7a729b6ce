/**
 * A label template as its form edits it and as it is sent: the fields and the elements are rows
 * of the kit's rows control (numbers in whole millimetres). What is wrong with them, said with the
 * row or the name at fault: a field needs a name (no name twice); an element's rule is the
 * gateway's (label-layout.ts), checked against the label's size and fields as typed.
 */
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import { elementFault } from '@polaris/core/services/report/label-layout';
import {
  LABEL_ELEMENT_TYPES,
  LABEL_FIELD_NAME,
  type LabelElement,
  type LabelElementType,
  type LabelField,
} from '@polaris/core/services/report/label-types';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const number = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);
const typeOf = (value: unknown): LabelElementType =>
  LABEL_ELEMENT_TYPES.find((type) => type === value) ?? 'TEXT';

export const newFieldRow = (): RowsFieldRecord => ({ name: '', sample: '' });
export const newElementRow = (): RowsFieldRecord => ({
  type: 'TEXT',
  content: '',
  x: 0,
  y: 0,
  width: 20,
  height: 5,
});

export const savedFields = (rows: readonly RowsFieldRecord[] = []): LabelField[] =>
  rows.map((row) => ({ name: text(row.name), sample: text(row.sample) }));

export const savedElements = (rows: readonly RowsFieldRecord[] = []): LabelElement[] =>
  rows.map((row) => ({
    type: typeOf(row.type),
    content: text(row.content),
    x: number(row.x),
    y: number(row.y),
    width: number(row.width),
    height: number(row.height),
  }));

export function fieldsProblem(rows: RowsFieldRecord[] | undefined): FieldProblem | undefined {
  const names: string[] = [];
  for (const [index, field] of savedFields(rows).entries()) {
    if (!LABEL_FIELD_NAME.test(field.name)) {
      return { key: 'hrpt.labelTemplate.error.fieldName', values: { row: index + 1 } };
    }
    if (names.includes(field.name)) {
      return { key: 'hrpt.labelTemplate.error.fieldTwice', values: { name: field.name } };
    }
    names.push(field.name);
  }
  return undefined;
}

/** An element at fault on a label of this size printing these fields. */
export function elementsProblem(
  rows: RowsFieldRecord[] | undefined,
  label: { width: unknown; height: unknown; fields: RowsFieldRecord[] | undefined },
): FieldProblem | undefined {
  const fault = elementFault(
    savedElements(rows),
    { width: number(label.width), height: number(label.height) },
    savedFields(label.fields).map((field) => field.name),
  );
  if (!fault) return undefined;
  const values: Record<string, string | number> = { row: fault.row };
  if (fault.fault === 'field') values.name = fault.name;
  return { key: `hrpt.labelTemplate.error.${fault.fault}`, values };
}
