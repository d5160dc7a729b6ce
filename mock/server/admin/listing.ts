// Paged lists of the admin pages: filters from the query (empty ones ignored), then
// `sort=field,asc|desc` (repeatable) over the answer's fields, then a zero-based page (size
// default 10, at most 1000).
import type { Page } from '../platform-types';
import { pageOf } from '../work/paging';
import { invalid } from './failure';

type Row = object;

/** Case-insensitive "contains"; no needle matches everything. */
export function contains(haystack: string | null | undefined, needle: string | undefined): boolean {
  if (needle === undefined) return true;
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase());
}

const isMissing = (value: unknown): boolean => value === null || value === undefined;

/** Numbers by value, the rest as text; nulls last whatever the direction. */
function compare(a: unknown, b: unknown, sign: 1 | -1): number {
  if (a === b) return 0;
  if (isMissing(a) || isMissing(b)) return isMissing(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * sign;
  return String(a).localeCompare(String(b)) * sign;
}

/** The sort orders of the query; an unknown field or direction is a failed body naming it. */
function sortOrders(query: URLSearchParams, fields: string[]): [string, 1 | -1][] {
  return query
    .getAll('sort')
    .filter((sort) => sort.trim() !== '')
    .map((sort) => {
      const [field, direction = 'asc'] = sort.split(',').map((part) => part.trim());
      if (!fields.includes(field)) {
        throw invalid(
          `sort 字段 ${field} 不是列表的列`,
          `sort field ${field} is not a column of the list`,
        );
      }
      if (!/^(asc|desc)$/i.test(direction)) {
        throw invalid(
          `sort 方向必须是 asc 或 desc，收到 ${direction}`,
          `sort direction must be asc or desc, got ${direction}`,
        );
      }
      return [field, direction.toLowerCase() === 'desc' ? -1 : 1];
    });
}

/**
 * The page the query asks for: rows sorted by the query's `sort` (then by `byDefault`), paged.
 * Rows are the answer rows, so the sort fields are the columns the caller sees.
 */
export function listPage<T extends Row>(
  rows: T[],
  query: URLSearchParams,
  byDefault: (a: T, b: T) => number,
): Page<T> {
  const fields = rows.length > 0 ? Object.keys(rows[0]) : [];
  const orders = rows.length > 0 ? sortOrders(query, fields) : [];
  const sorted = [...rows].sort((a, b) => {
    for (const [field, sign] of orders) {
      const by = compare(a[field as keyof T], b[field as keyof T], sign);
      if (by !== 0) return by;
    }
    return byDefault(a, b);
  });
  return pageOf(sorted, query);
}
