/**
 * A table over a list query: the last answer shows while a new one loads, and a failure is shown
 * in place with Retry (the request layer has already told the user; the same words show here).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useIntl } from '../i18n/useIntl';
import { userMessageOf } from '../request/error-messages';

export interface QueryTableProps<T extends object> {
  query: UseQueryResult<T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  caption: string;
  expandChildren?: keyof T & string;
}

export function QueryTable<T extends object>(props: QueryTableProps<T>) {
  const { query, columns, rowKey, caption, expandChildren } = props;
  const { t } = useIntl();
  return (
    <>
      {query.isError && !query.isFetching && (
        <Alert
          type="error"
          showIcon
          message={userMessageOf(query.error)}
          action={
            <Button onClick={() => void query.refetch()}>{t('hzero.common.button.retry')}</Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<T>
        aria-label={caption}
        size="middle"
        loading={query.isFetching}
        rowKey={rowKey}
        columns={columns}
        dataSource={query.data ?? []}
        pagination={false}
        expandable={expandChildren ? { childrenColumnName: expandChildren } : undefined}
      />
    </>
  );
}
