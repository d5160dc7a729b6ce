/**
 * Paged lists (spec section 3 "Pagination", "Page request"; hzero-api.md "Envelopes"): the server
 * pages are zero-based `{ content, totalElements, size, number, numberOfElements }`, the tables
 * count from 1. Requests send `page`, `size` and `sort=field,asc|desc`.
 */

import { cleanQuery, isEmptyValue } from './url';

/** A server page. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  size: number;
  /** Zero-based page number. */
  number: number;
  numberOfElements: number;
}

/** Older services answer `start` instead of `number` and `total` instead of `totalElements`. */
export interface PageLike {
  size?: number;
  number?: number;
  start?: number;
  totalElements?: number;
  total?: number;
}

/** What a table's pager shows: one-based `current`. */
export interface Pagination {
  current: number;
  pageSize: number;
  total: number;
}

export interface PageRequest {
  current: number;
  pageSize: number;
}

export type SortOrder = 'ascend' | 'descend';

export interface SortRequest {
  field?: string;
  order?: SortOrder | null;
}

/** Query fields of a paged call. */
export interface PageQuery {
  page: number;
  size: number;
  sort?: string;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = ['10', '20', '50', '100'] as const;

const ORDER: Record<SortOrder, 'asc' | 'desc'> = { ascend: 'asc', descend: 'desc' };

/** `{ current, pageSize }` and an optional table sort → `{ page, size, sort }`. */
export function toPageQuery(
  { current, pageSize }: PageRequest,
  sort?: SortRequest | null,
): PageQuery {
  const query: PageQuery = { page: Math.max(0, current - 1), size: pageSize };
  const direction = sort?.order ? ORDER[sort.order] : undefined;
  if (sort?.field && direction) query.sort = `${sort.field},${direction}`;
  return query;
}

/**
 * A server page → the pager: `current` is `number` (or `start`) plus one; page 1 and size 10 when
 * the page says nothing. `pagerOf` below also keeps the size among the allowed ones.
 */
export function fromPage(page: PageLike): Pagination {
  return {
    current: (page.number ?? page.start ?? 0) + 1,
    pageSize: page.size ?? DEFAULT_PAGE_SIZE,
    total: page.totalElements ?? page.total ?? 0,
  };
}

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

/** An empty page, for a table before its first load. */
export function emptyPage<T>(size: number = DEFAULT_PAGE_SIZE): Page<T> {
  return { content: [], totalElements: 0, size, number: 0, numberOfElements: 0 };
}

/** Spec section 5: undefined, null, '' and [] are empty filter values. */
export const isEmptyFilter = isEmptyValue;

/** Search-form values without the empty ones, so they never reach the query. */
export function removeEmptyFilters<T extends Record<string, unknown>>(values: T): Partial<T> {
  return cleanQuery(values) as Partial<T>;
}
