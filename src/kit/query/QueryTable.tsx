/**
 * A table over a list query: the last answer shows while a new one loads, and a failure is shown
 * in place with Retry (the request layer has already told the user; the same words show here).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from '../../i18n/useIntl';
import { tablePagination } from '../table/table-pagination';
import { DEFAULT_PAGE_SIZE } from '../../request/paging';
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
  const { t } = useIntl();
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const total = query.data?.length ?? 0;
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
        // the whole list is here: paged in the browser, no pager while it fits on one page
        pagination={{
          ...tablePagination({ current: page.current, pageSize: page.pageSize, total }, t),
          hideOnSinglePage: total <= page.pageSize,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        expandable={expandChildren ? { childrenColumnName: expandChildren } : undefined}
      />
    </>
  );
}
