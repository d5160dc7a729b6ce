/** @jest-environment jsdom */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { setLanguage } from '../../i18n/intl';
import { usePagedList } from '../../query/use-paged-list';
import type { Page, PageQuery } from '../../request/paging';
import { RequestError } from '../../request/request-error';
import { kitTexts } from '../texts';
import { PagedTable } from './PagedTable';

// antd tables in jsdom are slow on a busy machine
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });
beforeAll(prepareDomForAntd);

interface Job {
  id: number;
  name: string;
}
type Fetch = (query: PageQuery) => Promise<Page<Job>>;

/** The server's jobs list: `total` jobs, the page asked for. */
function jobsPage(query: PageQuery, total = 42): Page<Job> {
  const from = query.page * query.size;
  const count = Math.max(0, Math.min(query.size, total - from));
  const content = Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    name: `Job ${from + i + 1}`,
  }));
  return {
    content,
    totalElements: total,
    size: query.size,
    number: query.page,
    numberOfElements: count,
  };
}

function JobsList({ fetch }: { fetch: Fetch }) {
  const list = usePagedList<Job>({ key: ['hsdr', 'jobs'], fetch });
  return (
    <PagedTable<Job, Record<string, unknown>>
      list={list}
      caption="Jobs"
      rowKey="id"
      columns={[
        { title: 'Name', dataIndex: 'name', sorter: true },
        { title: 'Id', dataIndex: 'id', width: 80 },
      ]}
    />
  );
}

const showJobs = (fetch: Fetch) => renderPage(<JobsList fetch={fetch} />, { texts: kitTexts });

describe('PagedTable', () => {
  it('pages through the server list, the last page staying while the next loads', async () => {
    let answerNext: () => void = () => undefined;
    const fetch = jest.fn(async (query: PageQuery) => {
      if (query.page > 0) await new Promise<void>((resolve) => (answerNext = resolve));
      return jobsPage(query);
    });
    showJobs(fetch);
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.getByLabelText('Jobs')).toBeTruthy();
    expect(screen.getByText('1 - 10 of 42 items')).toBeTruthy();

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ page: 1, size: 10 }));
    expect(screen.getByText('Job 1')).toBeTruthy();

    act(() => answerNext());
    expect(await screen.findByText('Job 11')).toBeTruthy();
    expect(screen.queryByText('Job 1')).toBeNull();
    expect(screen.getByText('11 - 20 of 42 items')).toBeTruthy();
  });

  it('asks the server to sort by a column whose header is clicked', async () => {
    const fetch = jest.fn(async (query: PageQuery) => jobsPage(query));
    showJobs(fetch);
    expect(await screen.findByText('Job 1')).toBeTruthy();

    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith({ page: 0, size: 10, sort: 'name,asc' }),
    );
  });

  it('shows a failure in place, and Retry asks again', async () => {
    const fetch = jest
      .fn<Promise<Page<Job>>, [PageQuery]>()
      .mockRejectedValueOnce(new RequestError('network', 'Failed to fetch'))
      .mockImplementation(async (query) => jobsPage(query));
    showJobs(fetch);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please retry later');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says there is nothing when the list is empty', async () => {
    const fetch = jest.fn(async (query: PageQuery) => jobsPage(query, 0));
    showJobs(fetch);
    // antd's empty state (its picture's title says the same)
    expect(await screen.findByText('No data', { ignore: 'script, style, title' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("asks again when the user's language changes, the pager in the new language", async () => {
    const fetch = jest.fn(async (query: PageQuery) => jobsPage(query));
    showJobs(fetch);
    expect(await screen.findByText('1 - 10 of 42 items')).toBeTruthy();

    act(() => setLanguage('zh_CN'));
    expect(await screen.findByText('显示 1 - 10 条，共 42 条')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
