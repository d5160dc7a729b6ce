/**
 * A table over a paged list (usePagedList): the pager reads "1 - 10 of 42 items" with sizes
 * 10/20/50/100, the last page stays while the next loads, a failure shows in place with Retry.
 */
import { Table, type TableProps } from 'antd';
import { useIntl } from '../../i18n/useIntl';
import { tablePagination } from '../table/table-pagination';
import { tableScrollX } from '../table/table-width';
import { QueryFailure } from './QueryFailure';
import type { PagedList } from '../../query/use-paged-list';

export interface PagedTableProps<T extends object, F extends object>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'onChange'> {
  list: PagedList<T, F>;
  caption: string;
}

export function PagedTable<T extends object, F extends object>({
  list,
  caption,
  ...props
}: PagedTableProps<T, F>) {
  const { t } = useIntl();
  const { query } = list;
  return (
    <>
      <QueryFailure query={query} />
      <Table<T>
        aria-label={caption}
        size="middle"
        scroll={{ x: tableScrollX((props.columns ?? []) as { width?: number | string }[]) }}
        {...props}
        loading={query.isFetching}
        dataSource={list.rows}
        pagination={tablePagination(list.pager, t)}
        onChange={(pagination, _filters, sorter) => list.change(pagination, sorter)}
      />
    </>
  );
}
