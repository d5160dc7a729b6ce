/**
 * Pager state of a table on screen (spec sections 3 and 9); a server page becomes a pager with
 * `fromPage` or `pagerOf` (src/request/paging.ts). Rows added or removed in place (an editable
 * table before saving) adjust the pager with `withRowAdded` and `withRowRemoved`; `pagerText` is
 * what `showTotal` shows.
 */
import type { Pagination } from '../../request/paging';
import type { Translate } from '../texts';

/**
 * After a row is added to the page on screen, which showed `rowsShown` rows: one more in total,
 * and a full page grows by one so the row pushed down does not disappear until the next load.
 */
export function withRowAdded(pager: Pagination, rowsShown: number): Pagination {
  return {
    ...pager,
    total: pager.total + 1,
    pageSize: rowsShown >= pager.pageSize ? pager.pageSize + 1 : pager.pageSize,
  };
}

/**
 * After a row on screen is removed: one fewer in total (never below 0); a page grown by
 * `withRowAdded` shrinks back by one, never below `chosenPageSize` (the size the user picked);
 * the current page moves back when it no longer exists.
 */
export function withRowRemoved(pager: Pagination, chosenPageSize: number): Pagination {
  const total = Math.max(0, pager.total - 1);
  const pageSize = pager.pageSize > chosenPageSize ? pager.pageSize - 1 : pager.pageSize;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return { current: Math.min(pager.current, lastPage), pageSize, total };
}

/** "1 - 10 of 42 items" in the user's language; `range` as antd's `showTotal` gives it. */
export function pagerText(t: Translate, total: number, range: readonly [number, number]): string {
  return t('hzero.common.kit.pagination.total', { start: range[0], end: range[1], total });
}
