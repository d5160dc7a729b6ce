// Spring-style paging of an in-memory list: `page` zero-based, `size` (default 10, at most 1000).
import { intParam } from '../api/query-params';
import type { Page } from './wire';

export function pageOf<T>(items: T[], query: URLSearchParams): Page<T> {
  const size = Math.min(Math.max(intParam(query, 'size') ?? 10, 1), 1000);
  const number = intParam(query, 'page') ?? 0;
  const content = items.slice(number * size, number * size + size);
  return {
    content,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
    size,
    number,
    numberOfElements: content.length,
  };
}
