/**
 * Pager state of a table (spec sections 3 and 9). Two ways to read a server page:
 * `fromPage(page)` (src/request/paging.ts: page 1 and size 10 when the page says nothing) and
 * `pagerOf(page, settings)` below, which keeps the size among the allowed ones. Rows added or
 * removed in place (an editable table before saving) adjust the pager with `withRowAdded` and
 * `withRowRemoved`; `pagerText` is what `showTotal` shows.
 */
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type PageLike,
  type Pagination,
} from '../../request/paging';
import type { Translate } from '../texts';

/** 10, 20, 50, 100. */
export const PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS.map(Number);

export interface PagerSettings {
  /** The size used when a page has none (the application's global default; 10 unless set). */
  defaultPageSize?: number;
  /** The sizes a user may pick (default 10, 20, 50, 100). */
  pageSizes?: readonly number[];
}

/**
 * The allowed size nearest to `size`; halfway between two, the larger (so every row asked for
 * still shows). No size, or not a positive number: the default, itself snapped.
 */
export function snapPageSize(
  size: number | null | undefined,
  settings: PagerSettings = {},
): number {
  const sizes = settings.pageSizes?.length ? settings.pageSizes : PAGE_SIZES;
  const wanted =
    typeof size === 'number' && size > 0 ? size : (settings.defaultPageSize ?? DEFAULT_PAGE_SIZE);
  return sizes.reduce((best, candidate) => {
    const gap = Math.abs(candidate - wanted) - Math.abs(best - wanted);
    return gap < 0 || (gap === 0 && candidate > best) ? candidate : best;
  });
}

/** A server page → the pager, its size snapped to the allowed sizes. */
export function pagerOf(
  page: PageLike | null | undefined,
  settings: PagerSettings = {},
): Pagination {
  return {
    current: (page?.number ?? page?.start ?? 0) + 1,
    pageSize: snapPageSize(page?.size, settings),
    total: page?.totalElements ?? page?.total ?? 0,
  };
}

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
