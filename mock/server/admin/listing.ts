// Paged lists of the admin pages: filters from the query (empty ones ignored), then
// `sort=field,asc|desc` (repeatable) over the answer's fields, then a zero-based page (size
// default 10, at most 1000). With `exportType=COLUMN` the same list, sorted and unpaged, is a
// CSV file of the columns the caller names (`exportColumns`, headed by `exportTitles`).
import type { Page } from '../platform-types';
import { attachmentDisposition } from '../http/disposition';
import { json, type Reply } from '../http/reply';
import { pageOf } from '../work/paging';
import { invalid } from './failure';

export type Row = object;

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

/** Rows sorted by the query's `sort` (then by `byDefault`); the sort fields are the row's. */
function sortedRows<T extends Row>(
  rows: T[],
  query: URLSearchParams,
  byDefault: (a: T, b: T) => number,
): T[] {
  const fields = rows.length > 0 ? Object.keys(rows[0]) : [];
  const orders = rows.length > 0 ? sortOrders(query, fields) : [];
  return [...rows].sort((a, b) => {
    for (const [field, sign] of orders) {
      const by = compare(a[field as keyof T], b[field as keyof T], sign);
      if (by !== 0) return by;
    }
    return byDefault(a, b);
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
  return pageOf(sortedRows(rows, query, byDefault), query);
}

/** Most rows one export holds. */
export const EXPORT_ROW_LIMIT = 10_000;

/** A CSV cell: quoted; text a spreadsheet would run as a formula starts with an apostrophe. */
function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The rows as a CSV file (UTF-8 with a BOM, so spreadsheet programs read it right). */
export function csvFile<T extends Row>(
  rows: T[],
  columns: { field: string; title: string }[],
  fileName: string,
): Reply {
  const lines = [
    columns.map((column) => csvCell(column.title)).join(','),
    ...rows.map((row) =>
      columns.map((column) => csvCell((row as Record<string, unknown>)[column.field])).join(','),
    ),
  ];
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
    body: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
  };
}

/** The columns an export asks for; none, or one that is not a field of the rows, is refused. */
function exportColumns<T extends Row>(rows: T[], query: URLSearchParams) {
  const fields = query.getAll('exportColumns').filter((field) => field.trim() !== '');
  const titles = query.getAll('exportTitles');
  if (fields.length === 0) {
    throw invalid(
      '导出需要至少一列 (exportColumns)',
      'an export needs at least one column (exportColumns)',
    );
  }
  const known = rows.length > 0 ? Object.keys(rows[0]) : fields;
  const unknown = fields.find((field) => !known.includes(field));
  if (unknown !== undefined) {
    throw invalid(
      `导出列 ${unknown} 不是列表的列`,
      `export column ${unknown} is not a column of the list`,
    );
  }
  return fields.map((field, index) => ({ field, title: titles[index] || field }));
}

/**
 * A list route's answer: the page asked for, or with `exportType=COLUMN` the whole list (as
 * sorted, at most EXPORT_ROW_LIMIT rows) as `${name}.csv`.
 */
export function listReply<T extends Row>(
  rows: T[],
  query: URLSearchParams,
  byDefault: (a: T, b: T) => number,
  name: string,
): Reply {
  if (query.get('exportType') !== 'COLUMN') return json(listPage(rows, query, byDefault));
  const columns = exportColumns(rows, query);
  const sorted = sortedRows(rows, query, byDefault).slice(0, EXPORT_ROW_LIMIT);
  return csvFile(sorted, columns, `${name}.csv`);
}
