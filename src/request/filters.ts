/**
 * From a search form to a paged query (spec section 5: empty filters are never sent). Use when a
 * table page loads:
 *
 *     request(url, { query: tableQuery(form.getFieldsValue(), pager, sorter) })
 *
 * Picker values (dayjs or moment) become text in the wire format, lists of them element-wise.
 */
import { toPageQuery, type PageQuery, type PageRequest, type SortRequest } from './paging';
import { cleanQuery } from './url';
import { DEFAULT_DATE_TIME_FORMAT } from '../session/current-session';

interface Formattable {
  format(pattern: string): string;
}

function isFormattable(value: unknown): value is Formattable {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Formattable>).format === 'function'
  );
}

function filterValue(value: unknown, dateFormat: string): unknown {
  if (isFormattable(value)) return value.format(dateFormat);
  if (Array.isArray(value)) return value.map((item) => filterValue(item, dateFormat));
  return value;
}

/** Form values without empty ones (undefined, null, '', []), picker dates as text. */
export function cleanFilters(
  values: Record<string, unknown> | null | undefined,
  dateFormat: string = DEFAULT_DATE_TIME_FORMAT,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    out[key] = filterValue(value, dateFormat);
  }
  return cleanQuery(out);
}

/** The cleaned filters plus `page`, `size` and `sort` (the paging fields win a name clash). */
export function tableQuery(
  filters: Record<string, unknown> | null | undefined,
  page: PageRequest,
  sort?: SortRequest | null,
): Record<string, unknown> & PageQuery {
  return { ...cleanFilters(filters), ...toPageQuery(page, sort) };
}
