/**
 * The table of `useEditableTable` (see there for the page's side):
 *
 *     <EditableTable table={table} rowActions={(row) => [...]} size="small" />
 *
 * Every field with an editor is edited in place; new rows open on top. Delete removes a new row
 * at once and strikes a server row through (kept in view, with Restore, until the save sends
 * it), and the rows under it with it (read-only, not sent: the server handles what hangs under
 * a deleted row). Rows are paged on the client; child rows (`children`) expand under their parent. After a
 * refused `collect()`, the first invalid field is shown and focused, and every error shows under
 * its field (the editor is `aria-invalid` and described by it); a field the user changed shows
 * its error as soon as it is wrong.
 */
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useEffect, useMemo, type CSSProperties, type Key } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { ActionsList, type RowAction } from '../actions/ActionsList';
import { tablePagination } from '../table/table-pagination';
import { EditableCell } from './EditableCell';
import { keyOf, keysUnderDeleted } from './rows-tree';
import { rowSignatures, useCellRefresh } from './use-cell-refresh';
import { cellKey } from './table-state';
import type { EditableRow, RowKey } from './types';
import type { EditableTable as TableApi } from './use-editable-table';

export interface EditableTableProps<T extends object>
  extends Omit<
    TableProps<EditableRow<T>>,
    'dataSource' | 'columns' | 'rowKey' | 'pagination' | 'expandable'
  > {
  table: TableApi<T>;
  /** Actions before Delete (or Restore); `false`: no actions column. */
  rowActions?: false | ((row: EditableRow<T>) => RowAction[]);
}

const DELETED: CSSProperties = { textDecoration: 'line-through', opacity: 0.55 };

export function EditableTable<T extends object>({
  table,
  rowActions,
  ...rest
}: EditableTableProps<T>) {
  const { t, language } = useIntl();
  const { state, paged, dispatch, cellId } = table.view;
  const { rowKey, columns, errors } = table;

  const shownErrors = useMemo(() => {
    const byCell = new Map(errors.map((error) => [cellKey(error.key, error.field), error]));
    if (state.showAllErrors) return byCell;
    return new Map([...byCell].filter(([cell]) => state.touched.has(cell)));
  }, [errors, state.showAllErrors, state.touched]);

  const underDeleted = useMemo(() => keysUnderDeleted(table.rows, rowKey), [table.rows, rowKey]);
  const signatures = useMemo(
    () => rowSignatures(shownErrors.values(), underDeleted),
    [shownErrors, underDeleted],
  );
  const shouldCellUpdate = useCellRefresh<T>(rowKey, signatures, [columns, language, rowActions]);
  const isGone = (row: EditableRow<T>) =>
    row._status === 'delete' || underDeleted.has(keyOf(row, rowKey));

  // Brings the asked-for field into view and focus, once its page and row are rendered.
  const { focus } = state;
  useEffect(() => {
    if (!focus) return;
    const field = document.getElementById(cellId(focus.key, focus.field));
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, [focus, cellId]);

  const struck = (row: EditableRow<T>) =>
    isGone(row) ? { style: DELETED, title: t('hzero.common.kit.editable.deleted') } : {};

  const dataColumns = columns.map(
    (column): TableColumnType<EditableRow<T>> => ({
      key: column.field,
      dataIndex: column.field,
      title: column.title,
      width: column.width,
      align: column.align,
      onCell: struck,
      shouldCellUpdate,
      render: (_value, row) => {
        const key = keyOf(row, rowKey);
        return (
          <EditableCell
            column={column}
            row={row}
            id={cellId(key, column.field)}
            readOnly={underDeleted.has(key)}
            error={shownErrors.get(cellKey(key, column.field))}
            onChange={(value) => table.update(key, { [column.field]: value } as Partial<T>)}
            t={t}
          />
        );
      },
    }),
  );

  const actionsColumn: TableColumnType<EditableRow<T>> = {
    key: '_actions',
    title: t('hzero.common.kit.action'),
    shouldCellUpdate,
    render: (_value, row) => {
      const key = keyOf(row, rowKey);
      if (underDeleted.has(key)) return null; // restoring the deleted row above brings it back
      const own: RowAction =
        row._status === 'delete'
          ? {
              key: '_restore',
              label: t('hzero.common.kit.editable.restore'),
              onClick: () => table.restore(key),
            }
          : {
              key: '_delete',
              label: t('hzero.common.kit.editable.delete'),
              danger: true,
              onClick: () => table.remove(key),
            };
      return <ActionsList actions={[...(rowActions ? rowActions(row) : []), own]} />;
    },
  };

  return (
    <Table<EditableRow<T>>
      {...rest}
      rowKey={(row) => keyOf(row, rowKey)}
      dataSource={table.rows}
      columns={rowActions === false ? dataColumns : [...dataColumns, actionsColumn]}
      pagination={
        paged &&
        tablePagination({ ...state.pager, total: table.rows.length }, t, {
          onChange: (current, pageSize) => dispatch({ type: 'page', pager: { current, pageSize } }),
        })
      }
      expandable={{
        expandedRowKeys: state.expanded as Key[],
        onExpandedRowsChange: (keys) => dispatch({ type: 'expand', keys: keys as RowKey[] }),
      }}
    />
  );
}
