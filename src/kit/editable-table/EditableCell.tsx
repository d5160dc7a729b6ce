/**
 * One cell of an editable table: the column's editor (or the value, when the row's field is
 * read-only) and, under it, the field's error, which the editor is described by.
 */
import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { Translate } from '../texts';
import { renderEditor, renderValue } from './editors';
import { fieldOf } from './rows-tree';
import type { CellError, EditableColumn, EditableRow } from './types';
import { errorText, isEditable } from './validate';

export interface EditableCellProps<T extends object> {
  column: EditableColumn<T>;
  row: EditableRow<T>;
  /** The editor's id; its error's is this + `-error`. */
  id: string;
  /** Shown as a value even where the column has an editor (under a deleted row). */
  readOnly?: boolean;
  /** The error to show, if any. */
  error: CellError | undefined;
  onChange: (value: unknown) => void;
  t: Translate;
}

/** The field's name in messages: its label, else its title when that is text, else the field. */
export const labelOf = <T extends object>(column: EditableColumn<T>): string =>
  column.label ??
  (typeof column.title === 'string' || typeof column.title === 'number'
    ? String(column.title)
    : column.field);

export function EditableCell<T extends object>(props: EditableCellProps<T>): ReactNode {
  const { column, row, id, readOnly, error, onChange, t } = props;
  const { token } = theme.useToken();
  const value = fieldOf(row, column.field);
  const label = labelOf(column);
  if (!column.editor || readOnly || !isEditable(column, row)) {
    if (column.render) return column.render(value, row);
    return renderValue(typeof column.editor === 'object' ? column.editor : undefined, value, label);
  }
  const errorId = `${id}-error`;
  const editor = renderEditor(
    column.editor,
    {
      id,
      value,
      onChange,
      'aria-label': label,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorId : undefined,
      status: error ? 'error' : undefined,
    },
    row,
  );
  return (
    <>
      {editor}
      {error && (
        <div
          id={errorId}
          className="polaris-cell-error"
          style={{ color: token.colorError, fontSize: token.fontSizeSM, marginTop: 2 }}
        >
          {errorText(error, label, t)}
        </div>
      )}
    </>
  );
}
