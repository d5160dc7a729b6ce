/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { setLanguage } from '../i18n/intl';
import type { Page, PageQuery } from '../request/paging';
import { startRuntime } from '../runtime/create-runtime';
import { RuntimeProvider } from '../runtime/RuntimeProvider';
import { ServerDataProvider } from './ServerDataProvider';
import { usePagedList, type PagedList, type PagedListOptions } from './use-paged-list';

interface Job {
  id: number;
  name: string;
}
type Filters = Record<string, unknown>;
type Query = Filters & PageQuery;

/** The server: 42 jobs, the page asked for (zero-based), the size asked for. */
function pageOf(query: Query): Page<Job> {
  const from = query.page * query.size;
  const content = Array.from({ length: Math.max(0, Math.min(query.size, 42 - from)) }, (_, i) => ({
    id: from + i + 1,
    name: `Job ${from + i + 1}`,
  }));
  return {
    content,
    totalElements: 42,
    size: query.size,
    number: query.page,
    numberOfElements: content.length,
  };
}

function renderList(
  fetch: (query: Query) => Promise<Page<Job>>,
  options: Partial<PagedListOptions<Job, Filters>> = {},
) {
  const runtime = startRuntime();
  setLanguage('en_US');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>
      <ServerDataProvider>{children}</ServerDataProvider>
    </RuntimeProvider>
  );
  return renderHook(
    () => usePagedList<Job, Filters>({ key: ['hsdr', 'jobs'], fetch, ...options }),
    {
      wrapper,
    },
  );
}

type Step = (list: PagedList<Job, Filters>) => void;
const sortBy = (field: string, order: 'ascend' | 'descend' | undefined): SorterResult<Job> => ({
  field,
  order,
});

describe('usePagedList: what a list asks the server for', () => {
  it.each<[string, Partial<PagedListOptions<Job, Filters>>, Step[], Query]>([
    ['the first page, 10 rows', {}, [], { page: 0, size: 10 }],
    ['a size of its own', { pageSize: 20 }, [], { page: 0, size: 20 }],
    [
      'the initial filters, without the empty ones',
      { initialFilters: { jobName: 'backup', status: '', tags: [] } },
      [],
      { jobName: 'backup', page: 0, size: 10 },
    ],
    [
      'page 3, zero-based on the wire',
      {},
      [(list) => list.change({ current: 3, pageSize: 10 })],
      { page: 2, size: 10 },
    ],
    [
      'a new size, from the first page again',
      {},
      [
        (list) => list.change({ current: 3, pageSize: 10 }),
        (list) => list.change({ current: 3, pageSize: 50 }),
      ],
      { page: 0, size: 50 },
    ],
    [
      'a column sorted descending',
      {},
      [(list) => list.change({ current: 1, pageSize: 10 }, sortBy('name', 'descend'))],
      { page: 0, size: 10, sort: 'name,desc' },
    ],
    [
      'the first of several sorted columns',
      {},
      [
        (list) =>
          list.change({ current: 1, pageSize: 10 }, [
            sortBy('name', 'ascend'),
            sortBy('id', 'descend'),
          ]),
      ],
      { page: 0, size: 10, sort: 'name,asc' },
    ],
    [
      'no sort once the column is no longer sorted',
      {},
      [
        (list) => list.change({ current: 1, pageSize: 10 }, sortBy('name', 'descend')),
        (list) => list.change({ current: 1, pageSize: 10 }, sortBy('name', undefined)),
      ],
      { page: 0, size: 10 },
    ],
    [
      'a search: its filters, from the first page again, the sort kept',
      {},
      [
        (list) => list.change({ current: 4, pageSize: 10 }, sortBy('name', 'ascend')),
        (list) => list.search({ jobName: 'sync', status: undefined }),
      ],
      { jobName: 'sync', page: 0, size: 10, sort: 'name,asc' },
    ],
    [
      'a picked date as the server writes it',
      {},
      [(list) => list.search({ from: dayjs('2024-05-01 08:30') })],
      { from: '2024-05-01 08:30:00', page: 0, size: 10 },
    ],
  ])('%s', async (_case, options, steps, expected) => {
    const fetch = jest.fn(async (query: Query) => pageOf(query));
    const { result } = renderList(fetch, options);
    for (const step of steps) {
      await waitFor(() => expect(result.current.query.isFetching).toBe(false)); // a user's pace
      act(() => step(result.current));
    }
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith(expected));
  });
});

describe('usePagedList: what the list shows', () => {
  it("gives the page's rows and the pager from the answer", async () => {
    const { result } = renderList(async (query) => pageOf(query));
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.rows[0]).toEqual({ id: 1, name: 'Job 1' });
    expect(result.current.pager).toEqual({ current: 1, pageSize: 10, total: 42 });

    act(() => result.current.change({ current: 5, pageSize: 10 }));
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.pager).toEqual({ current: 5, pageSize: 10, total: 42 });
  });

  it('keeps the last rows on screen while the next page loads', async () => {
    let answerNext: () => void = () => undefined;
    const fetch = jest.fn(async (query: Query) => {
      if (query.page > 0) await new Promise<void>((resolve) => (answerNext = resolve));
      return pageOf(query);
    });
    const { result } = renderList(fetch);
    await waitFor(() => expect(result.current.rows).toHaveLength(10));

    act(() => result.current.change({ current: 2, pageSize: 10 }));
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.rows[0].name).toBe('Job 1');
    expect(result.current.pager.current).toBe(2);

    act(() => answerNext());
    await waitFor(() => expect(result.current.rows[0].name).toBe('Job 11'));
  });

  it("asks again in the user's new language (names come translated)", async () => {
    const fetch = jest.fn(async (query: Query) => pageOf(query));
    const { result } = renderList(fetch);
    await waitFor(() => expect(result.current.rows).toHaveLength(10));

    act(() => setLanguage('zh_CN'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenLastCalledWith({ page: 0, size: 10 });
  });

  it('has no rows and a total of 0 before the first answer and for an empty answer', async () => {
    const { result } = renderList(async () => pageOf({ page: 9, size: 10 }));
    expect(result.current.rows).toEqual([]);
    expect(result.current.pager).toEqual({ current: 1, pageSize: 10, total: 0 });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.rows).toEqual([]);
  });
});
