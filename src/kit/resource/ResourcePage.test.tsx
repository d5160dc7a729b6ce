/** @jest-environment jsdom */
/**
 * What the kit's list page does the same on every page, tested once here with a small resource:
 * filters, sizes, sort, failure in place and the list coming back to where it stood (export,
 * delete and Create are in ResourcePage.rows.test.tsx: one file would go over a unit file's
 * processor budget).
 */
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd } from '../../../test/support/render-page';
import { list, pageOf, show, sortableHeading, things } from './resource.fixture';

jest.mock('../../services/iam/permissions', () =>
  jest.requireActual('../../../test/support/page-services').approvingPermissions(),
);
jest.mock('../../services/platform/ui-table', () =>
  jest.requireActual('../../../test/support/page-services').noTablePersonalisation(),
);

const user = userEvent.setup({ pointerEventsCheck: 0 });
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

beforeAll(prepareDomForAntd);
beforeEach(() => {
  jest.clearAllMocks();
  list.mockImplementation(async () => pageOf(things(10), 60));
});

describe('a resource page', () => {
  it('sends the search without empty filters, and goes back to page 1', async () => {
    show();
    await screen.findByText('Thing 1');
    expect(list).toHaveBeenLastCalledWith({ page: 0, size: 10 });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, size: 10 }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Thing' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ name: 'Thing', page: 0, size: 10 }),
    );
  });

  it('offers 10, 20, 50 and 100 rows a page, says which rows show, and sends the size', async () => {
    show();
    await screen.findByText('Thing 1');
    expect(screen.getByText('1 - 10 of 60 items')).toBeTruthy();
    await user.click(
      document.querySelector('.ant-pagination-options .ant-select-selector') as Element,
    );
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((option) => option.getAttribute('title'))).toEqual([
      '10 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
    await user.click(options[2]);
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 0, size: 50 }));
  });

  it('sorts on the server as field,asc then field,desc', async () => {
    show();
    await screen.findByText('Thing 1');
    const heading = sortableHeading();
    await user.click(heading);
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 0, size: 10, sort: 'code,asc' }),
    );
    await user.click(heading);
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ page: 0, size: 10, sort: 'code,desc' }),
    );
  });

  it('shows a failed list in place with Retry', async () => {
    list.mockRejectedValueOnce(Object.assign(new Error('down'), { kind: 'network' }));
    show();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Thing 1')).toBeTruthy();
  });

  it('comes back to the search, page and sort it was left at', async () => {
    const first = show();
    await screen.findByText('Thing 1');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Thing' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByTitle('3'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ name: 'Thing', page: 2, size: 10 }),
    );
    first.unmount();
    list.mockClear();
    show(first.runtime);
    await screen.findByText('Thing 1');
    expect(list).toHaveBeenCalledWith({ name: 'Thing', page: 2, size: 10 });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Thing');
  });
});
