/**
 * A table over a list query: the last answer shows while a new one loads, and a failure is shown
 * in place with Retry (the request layer has already told the user; the same words show here).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { QueryFailure } from './QueryFailure';

export interface QueryTableProps<T extends object> {
  query: UseQueryResult<T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  caption: string;
  expandChildren?: keyof T & string;
}

export function QueryTable<T extends object>(props: QueryTableProps<T>) {
  const { query, columns, rowKey, caption, expandChildren } = props;
  return (
    <>
      <QueryFailure query={query} />
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
