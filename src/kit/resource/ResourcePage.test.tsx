/** @jest-environment jsdom */
/**
 * What the kit's list page does the same on every page, tested once here with a small resource:
 * filters, sizes, sort, failure in place, export, the form's refusal and unsaved guard, and the
 * list coming back to where it stood.
 */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { downloadByArrayBuffer } from '../../request/download';
import {
  list,
  pageOf,
  remove,
  resource,
  show,
  sortableHeading,
  texts,
  things,
} from './resource.fixture';
import { ResourcePage } from './ResourcePage';

jest.mock('../../services/iam/permissions', () =>
  jest.requireActual('../../../test/support/page-services').approvingPermissions(),
);
jest.mock('../../services/platform/ui-table', () =>
  jest.requireActual('../../../test/support/page-services').noTablePersonalisation(),
);
jest.mock('../../request/download', () => ({
  ...jest.requireActual('../../request/download'),
  downloadByArrayBuffer: jest.fn(),
}));

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

  it('exports the list as searched and sorted, in the columns shown, without the page', async () => {
    jest
      .mocked(downloadByArrayBuffer)
      .mockResolvedValue({ fileName: 'things.csv', blob: new Blob([]) });
    show();
    await screen.findByText('Thing 1');
    fireEvent.change(document.getElementById('code') as HTMLElement, { target: { value: 'T' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(sortableHeading());
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({ code: 'T', page: 0, size: 10, sort: 'code,asc' }),
    );
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() =>
      expect(downloadByArrayBuffer).toHaveBeenCalledWith('/demo/v1/{tenantId}/things', {
        method: 'GET',
        params: {
          code: 'T',
          sort: 'code,asc',
          exportType: 'COLUMN',
          exportColumns: ['code', 'name'],
          exportTitles: ['Code', 'Name'],
        },
        fallbackName: 'Things.csv',
        saver: undefined,
      }),
    );
  });

  it('deletes a row only after the confirmation', async () => {
    remove.mockResolvedValue(undefined);
    show();
    await user.click(
      await within((await screen.findByText('Thing 2')).closest('tr') as HTMLElement).findByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete T2?')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([things(1, 2)[0]]));
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

  it('offers Create with a form, and none when the form only edits (create: false)', async () => {
    const first = show();
    await screen.findByText('Thing 1');
    expect(screen.getByRole('button', { name: /Create/ })).toBeTruthy();
    first.unmount();
    const editOnly = { ...resource, form: { ...resource.form!, create: false as const } };
    renderPage(<ResourcePage resource={editOnly} />, { texts, path: '/demo/things' });
    const row = within((await screen.findByText('Thing 1')).closest('tr') as HTMLElement);
    expect(row.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull();
  });
});
