/**
 * What a lookup view's fields must be before they are sent (the gateway's rules, said in the
 * user's language with the row at fault): each a field name and a title, no name twice, and at
 * least one a column of the dialog's table.
 */
import type { FieldProblem } from '@polaris/core/kit/resource/types';
import type { RowsFieldRecord } from '@polaris/core/kit/form/RowsField';

/** A row field's name, as the gateway takes it. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function viewLinesProblem(lines: RowsFieldRecord[] | undefined): FieldProblem | undefined {
  const list = lines ?? [];
  const names: string[] = [];
  for (const [index, line] of list.entries()) {
    const row = index + 1;
    const name = text(line.fieldName);
    if (!FIELD_NAME.test(name)) return { key: 'hpfm.lovView.error.fieldName', values: { row } };
    if (!text(line.display)) return { key: 'hpfm.lovView.error.display', values: { row } };
    if (names.includes(name)) return { key: 'hpfm.lovView.error.twice', values: { name } };
    names.push(name);
  }
  if (!list.some((line) => line.tableFieldFlag === 1)) {
    return { key: 'hpfm.lovView.error.noColumn' };
  }
  return undefined;
}
