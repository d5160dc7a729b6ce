/** @jest-environment jsdom */
/**
 * What the kit's list page does with its rows on every page, tested once here with a small
 * resource: export, delete after the confirmation (the kit's own when none is declared), and Create (the search, sizes, sort, failure
 * and the list coming back to where it stood are in ResourcePage.test.tsx).
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

describe('a resource page, its rows', () => {
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

  it('asks before a delete whose declaration words no question: the kit asks its own', async () => {
    remove.mockResolvedValue(undefined);
    const unworded = {
      ...resource,
      actions: [{ key: 'delete' }],
    };
    renderPage(<ResourcePage resource={unworded} />, { texts, path: '/demo/things' });
    const row = within((await screen.findByText('Thing 3')).closest('tr') as HTMLElement);
    await user.click(await row.findByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Delete this record?')).toBeTruthy();
    expect(dialog.getByText('It cannot be undone.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
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
