/**
 * A table over a remote-list model: loads on every mount, shows the failure in place with a retry.
 */
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import type { Model } from '../core/model';
import { useModelDispatch, useModelState } from '../core/model/react';
import { useIntl } from '../i18n/useIntl';
import type { RemoteListState } from '../models/remote-list';

export interface RemoteListTableProps<T extends object> {
  model: Model<RemoteListState<T>>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  caption: string;
  expandChildren?: keyof T & string;
}

export function RemoteListTable<T extends object>(props: RemoteListTableProps<T>) {
  const { model, columns, rowKey, caption, expandChildren } = props;
  const { t } = useIntl();
  const dispatch = useModelDispatch();
  const state = useModelState(model);
  const load = () => dispatch({ type: `${model.namespace}/fetch` });

  useEffect(() => {
    // Every mount asks afresh (opening the tab again, or its Refresh); what was loaded before
    // shows meanwhile. A retry after a failure is the user's call.
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {state.error && (
        <Alert
          type="error"
          showIcon
          message={state.error}
          action={<Button onClick={load}>{t('hzero.common.button.retry')}</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<T>
        aria-label={caption}
        size="middle"
        loading={state.loading}
        rowKey={rowKey}
        columns={columns}
        dataSource={state.items}
        pagination={false}
        expandable={expandChildren ? { childrenColumnName: expandChildren } : undefined}
      />
    </>
  );
}
