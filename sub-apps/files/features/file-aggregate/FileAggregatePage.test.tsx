/** @jest-environment jsdom */
import { downloadStoredFile } from '@polaris/core/services/file/download';
import { deleteFilesByUrl } from '@polaris/core/services/file/files';
import type { FileAggregateDto } from '@polaris/core/services/file/types';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { prepareDomForAntd, renderPage } from '../../../../test/support/render-page';
import { pageOf } from '../../../../test/support/page-services';
import { filesTexts } from '../../texts';
import { fetchFiles } from './api/fetch-files';
import FileAggregatePage from './FileAggregatePage';

// antd's styles make user-event's pointer-events check (computed styles up the tree) slow
const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('./api/fetch-files', () => ({
  fetchFiles: Object.assign(jest.fn(), { url: () => '/hfle/v1{tenantPrefix}/files' }),
}));
jest.mock('@polaris/core/services/file/files', () => ({
  createAttachmentUuid: jest.fn(),
  fetchAttachmentFiles: jest.fn(),
  deleteAttachmentFiles: jest.fn(),
  deleteAttachmentFilesNotNull: jest.fn(),
  deleteFilesByUrl: jest.fn(),
}));
jest.mock('@polaris/core/services/file/upload-config', () => ({
  fetchUploadConfigDetail: jest.fn(async () => null),
}));
jest.mock('@polaris/core/services/file/download', () => ({
  downloadStoredFile: jest.fn(),
  downloadStoredFileByForm: jest.fn(),
}));

const list = jest.mocked(fetchFiles);
const remove = deleteFilesByUrl as jest.Mock;
const download = downloadStoredFile as jest.Mock;

// a page of antd table, search form and date pickers renders slowly in a busy jsdom
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const row = (fileName: string, extra: Partial<FileAggregateDto> = {}): FileAggregateDto => ({
  fileName,
  fileUrl: `http://gw/hfle-files/hfle/contracts/k@${fileName}`,
  fileSize: 2048,
  fileType: 'text/csv',
  bucketName: 'hfle',
  directory: 'contracts',
  storageCode: 'DEFAULT',
  tenantId: 1,
  tenantName: 'Acme Property',
  creationDate: '2024-05-07 16:02:45',
  ...extra,
});

beforeAll(() => {
  prepareDomForAntd();
  URL.createObjectURL = jest.fn(() => 'blob:plan');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => jest.clearAllMocks());

const show = () =>
  renderPage(<FileAggregatePage />, { texts: filesTexts, path: '/hfle/file-aggregate' });

// Role queries over the whole page (a table, a search form, pickers) take seconds in jsdom: find
// the row by its text, then ask within the row, as a user reads a row.
const rowOf = async (name: string) =>
  within((await screen.findByText(name)).closest('tr') as HTMLElement);
const dialogButton = async (name: string) =>
  within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
    hidden: true,
    name,
  });

describe('File Summary page', () => {
  it('lists the files with size, storage and tenant, and searches with the filters given (days as two)', async () => {
    list.mockResolvedValue(pageOf([row('meter-readings.csv', { storageCode: 'ACME-OSS' })]));
    show();
    const cells = await rowOf('meter-readings.csv');
    expect(cells.getByText('2 KB')).toBeTruthy();
    expect(cells.getByText('ACME-OSS')).toBeTruthy();
    expect(cells.getByText('Acme Property')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ page: 0, size: 10 });

    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'meter' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'csv' } });
    // the days it was uploaded between: sent as two days
    const [from, to] = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
    await user.click(from);
    await user.type(from, '2024-05-06');
    await user.type(to, '2024-05-07{Enter}');
    await user.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith({
        fileName: 'meter',
        fileType: 'csv',
        fromCreateDate: '2024-05-06',
        toCreateDate: '2024-05-07',
        page: 0,
        size: 10,
      }),
    );
  });

  it('downloads a file from its name too', async () => {
    list.mockResolvedValue(pageOf([row('a.csv')]));
    download.mockResolvedValue({ fileName: 'a.csv', blob: new Blob(['x']) });
    show();
    await user.click((await rowOf('a.csv')).getByRole('button', { hidden: true, name: 'a.csv' }));
    expect(download).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: row('a.csv').fileUrl }),
      expect.objectContaining({ fallbackName: 'a.csv' }),
    );
  });

  it('deletes a file by its URL after confirming, and lists again', async () => {
    list
      .mockResolvedValueOnce(pageOf([row('a.csv'), row('b.csv')]))
      .mockResolvedValue(pageOf([row('b.csv')]));
    remove.mockResolvedValue(undefined);
    show();
    await user.click((await rowOf('a.csv')).getByRole('button', { hidden: true, name: 'Delete' }));
    expect(await screen.findByText('The file is removed from bucket hfle for good.')).toBeTruthy();
    await user.click(await dialogButton('Delete'));
    await waitFor(() => expect(screen.queryByText('a.csv')).toBeNull());
    expect(remove).toHaveBeenCalledWith(
      [row('a.csv').fileUrl],
      { bucketName: 'hfle', storageCode: 'DEFAULT', directory: 'contracts' },
      'auto',
    );
  });

  it('shows a name with a right-to-left override in a <bdi>, in the row and the delete dialog', async () => {
    list.mockResolvedValue(pageOf([row('invoice\u202efdp.exe')])); // would read 'invoiceexe.pdf'
    show();
    const name = await screen.findByText('invoice\ufffdfdp.exe');
    expect(name.tagName).toBe('BDI');
    await user.click(
      within(name.closest('tr') as HTMLElement).getByRole('button', {
        hidden: true,
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('invoice\ufffdfdp.exe').tagName).toBe('BDI');
    expect(document.body.textContent).not.toContain('\u202e');
  });

  it('downloads a file, and previews an image', async () => {
    list.mockResolvedValue(
      pageOf([row('site-plan.svg', { fileType: 'image/svg+xml' }), row('a.csv')]),
    );
    download.mockResolvedValue({ fileName: 'x', blob: new Blob(['<svg/>']) });
    show();
    const csv = await rowOf('a.csv');
    expect(csv.queryByRole('button', { hidden: true, name: 'Preview' })).toBeNull();
    await user.click(csv.getByRole('button', { hidden: true, name: 'Download' }));
    expect(download).toHaveBeenLastCalledWith(
      expect.objectContaining({ bucketName: 'hfle', url: row('a.csv').fileUrl }),
      expect.objectContaining({ fallbackName: 'a.csv' }),
    );
    const svg = await rowOf('site-plan.svg');
    await user.click(svg.getByRole('button', { hidden: true, name: 'Preview' }));
    expect((await screen.findByAltText('site-plan.svg')).getAttribute('src')).toBe('blob:plan');
  });

  it('offers an upload into a bucket that refuses a disallowed file before sending it', async () => {
    list.mockResolvedValue(pageOf([]));
    show();
    const input = screen.getByLabelText('Upload file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    // the refusal comes once the bucket's configuration is answered; an earlier test's notice
    // ("Operation succeeded") may still be an alert on the page
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert', { hidden: true })
          .map((alert) => alert.textContent)
          .join('\n'),
      ).toContain('tool.exe cannot be uploaded: .exe files are not allowed here'),
    );
  });
});
