/**
 * A paged server list for a page (spec sections 3 and 5): the search form's filters (empty ones
 * dropped), the pager (one-based on screen, zero-based on the wire, sizes 10/20/50/100) and the
 * table's sort (ascend/descend sent as `field,asc|desc`) make the query key, so a change asks
 * again while the last page stays on screen. Searching goes back to page 1.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from '../i18n/useIntl';
import { tableQuery } from '../request/filters';
import {
  DEFAULT_PAGE_SIZE,
  pagerOf,
  type Page,
  type PageQuery,
  type PageRequest,
  type SortRequest,
} from '../request/paging';
import { refetchWhile } from './refetch-while';

/** Where a list stands: what a page may keep to come back to. */
export interface ListPosition<F> {
  filters: F;
  page: PageRequest;
  sort: SortRequest | null;
}

export interface PagedListOptions<T, F> {
  /** What the list is, e.g. ['hsdr', 'jobs']; the filters, page and language are added. */
  key: readonly unknown[];
  fetch(query: F & PageQuery): Promise<Page<T>>;
  initialFilters?: F;
  pageSize?: number;
  /** Where the list stood when the page was last shown (its filters win over initialFilters). */
  resume?: ListPosition<F>;
  /** Told each time the filters, page or sort change. */
  onPosition?: (position: ListPosition<F>) => void;
  /** Asks the page shown again while a row of it is still moving on (refetch-while.ts). */
  refreshWhile?: { moving: (row: T) => boolean; everyMs?: number };
}

export function usePagedList<T, F extends object = Record<string, unknown>>(
  options: PagedListOptions<T, F>,
) {
  const { language } = useIntl();
  const { resume, onPosition, refreshWhile } = options;
  const moving = refreshWhile?.moving;
  const everyMs = refreshWhile?.everyMs;
  const refetchInterval = useMemo(
    () =>
      moving ? refetchWhile((shown: Page<T>) => shown.content.some(moving), everyMs) : undefined,
    [moving, everyMs],
  );
  const [filters, setFilters] = useState<F>(resume?.filters ?? options.initialFilters ?? ({} as F));
  const [page, setPage] = useState<PageRequest>(
    resume?.page ?? { current: 1, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE },
  );
  const [sort, setSort] = useState<SortRequest | null>(resume?.sort ?? null);
  useEffect(() => onPosition?.({ filters, page, sort }), [onPosition, filters, page, sort]);
  const query = tableQuery(filters as Record<string, unknown>, page, sort) as F & PageQuery;
  const result = useQuery({
    queryKey: [...options.key, language, query],
    queryFn: () => options.fetch(query),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
  const pager = result.data
    ? pagerOf(result.data, { defaultPageSize: page.pageSize })
    : { ...page, total: 0 };
  return {
    query: result,
    rows: result.data?.content ?? [],
    pager: { ...pager, current: page.current, pageSize: page.pageSize },
    filters,
    sort,
    /** The query of the page shown (filters without empty ones, page, size, sort). */
    current: query,
    /** New filters from the search form: back to the first page. */
    search(next: F) {
      setFilters(next);
      setPage((current) => ({ ...current, current: 1 }));
    },
    /** The table's onChange: page, size and sort. */
    change(
      pagination: { current?: number; pageSize?: number },
      sorter?: SorterResult<T> | SorterResult<T>[],
    ) {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const pageSize = pagination.pageSize ?? page.pageSize;
      setPage({
        current: pageSize !== page.pageSize ? 1 : (pagination.current ?? 1),
        pageSize,
      });
      setSort(
        single?.order && typeof single.field === 'string'
          ? { field: single.field, order: single.order }
          : null,
      );
    },
  };
}

export type PagedList<T, F extends object = Record<string, unknown>> = ReturnType<
  typeof usePagedList<T, F>
>;
