/**
 * antd's `pagination` prop for a paged table, from the pager state:
 *
 *     const { t } = useIntl();
 *     <Table pagination={tablePagination(pager, t)} onChange={...} />
 *
 * The size changer offers 10, 20, 50, 100 and the total reads "1 - 10 of 42 items".
 */
import type { TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS, type Pagination } from '../../request/paging';
import type { Translate } from '../texts';
import { pagerText } from './pagination';

export function tablePagination(
  pager: Pagination,
  t: Translate,
  overrides: TablePaginationConfig = {},
): TablePaginationConfig {
  return {
    current: pager.current,
    pageSize: pager.pageSize,
    total: pager.total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showTotal: (total, range) => pagerText(t, total, range),
    ...overrides,
  };
}
