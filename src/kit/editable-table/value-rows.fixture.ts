/** Rows and columns of a "Value Sets" page (a set's values), for the editable table's tests. */
import type { EditableColumn, EditableRow } from './types';

export interface ValueRow {
  valueId: number | string;
  value: string;
  meaning: string;
  orderSeq?: number | null;
  enabledFlag: number;
}

export const valueRow = (valueId: number, extra: Partial<ValueRow> = {}): ValueRow => ({
  valueId,
  value: `V${valueId}`,
  meaning: `Meaning ${valueId}`,
  orderSeq: valueId,
  enabledFlag: 1,
  ...extra,
});

export const valueColumns: EditableColumn<ValueRow>[] = [
  {
    field: 'value',
    title: 'Code',
    editor: { type: 'text' },
    editable: (row) => row._status === 'create',
    rules: { required: true, maxLength: 30, pattern: /^[A-Z0-9_]+$/ },
  },
  {
    field: 'meaning',
    title: 'Meaning',
    editor: { type: 'text' },
    rules: { required: true, maxLength: 20 },
  },
  { field: 'orderSeq', title: 'Order', editor: { type: 'number' }, rules: { min: 0, max: 999 } },
  { field: 'enabledFlag', title: 'Enabled', editor: { type: 'switch' } },
];

export const created = (row: ValueRow): EditableRow<ValueRow> => ({ ...row, _status: 'create' });
export const updated = (row: ValueRow): EditableRow<ValueRow> => ({ ...row, _status: 'update' });
