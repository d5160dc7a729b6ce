/** @jest-environment jsdom */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { prepareDomForAntd, renderPage } from '../../../test/support/render-page';
import { RequestError } from '../../request/request-error';
import { downloadStoredFile, downloadStoredFileByForm } from '../../services/file/download';
import {
  createAttachmentUuid,
  deleteAttachmentFiles,
  deleteFilesByUrl,
  fetchAttachmentFiles,
} from '../../services/file/files';
import type { FileDto } from '../../services/file/types';
import { uploadAttachmentFile, type UploadFileOptions } from '../../services/file/upload';
import { kitTexts } from '../texts';
import { Attachment, type AttachmentProps } from './Attachment';

// antd's styles make user-event's pointer-events check (computed styles up the tree) slow
const user = userEvent.setup({ pointerEventsCheck: 0 });

jest.mock('../../services/file/files', () => ({
  createAttachmentUuid: jest.fn(),
  fetchAttachmentFiles: jest.fn(),
  deleteAttachmentFiles: jest.fn(),
  deleteAttachmentFilesNotNull: jest.fn(),
  deleteFilesByUrl: jest.fn(),
}));
jest.mock('../../services/file/upload', () => ({ uploadAttachmentFile: jest.fn() }));
// no upload configuration: the page's limits (AttachmentUploader.config.test.tsx has one)
jest.mock('../../services/file/upload-config', () => ({
  fetchUploadConfigDetail: jest.fn(async () => null),
}));
jest.mock('../../services/file/download', () => ({
  downloadStoredFile: jest.fn(),
  downloadStoredFileByForm: jest.fn(),
}));

const list = fetchAttachmentFiles as jest.Mock;
const newUuid = createAttachmentUuid as jest.Mock;
const upload = uploadAttachmentFile as jest.Mock;
const download = downloadStoredFile as jest.Mock;

const file = (fileName: string, extra: Partial<FileDto> = {}): FileDto => ({
  fileName,
  fileUrl: `http://gw/hfle-files/hfle/docs/k@${fileName}`,
  fileSize: 1536,
  fileType: 'text/plain',
  bucketName: 'hfle',
  directory: 'docs',
  creationDate: '2024-05-06 09:30:00',
  ...extra,
});

// antd's first render in a busy jsdom can take over the default second; role queries take
// `hidden: true`: checking each node's visibility (styles up the tree) is what makes them slow
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  prepareDomForAntd();
  URL.createObjectURL = jest.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  (downloadStoredFileByForm as jest.Mock).mockReturnValue(() => undefined);
});

const show = (props: Partial<AttachmentProps> = {}, language = 'en_US') =>
  renderPage(<Attachment bucketName="hfle" directory="docs" {...props} />, {
    texts: kitTexts,
    language,
  });

const choose = (name: string, size = 10) => {
  const input = screen.getByLabelText(/Upload file|上传文件/) as HTMLInputElement;
  const chosen = new File(['x'.repeat(size)], name, { type: 'application/octet-stream' });
  fireEvent.change(input, { target: { files: [chosen] } });
  return chosen;
};

describe('Attachment', () => {
  it("lists the attachment's files with their sizes", async () => {
    list.mockResolvedValue([file('a.txt'), file('plan.svg', { fileType: 'image/svg+xml' })]);
    show({ value: 'uuid-1' });
    await screen.findByRole('button', { hidden: true, name: 'Download a.txt' });
    const files = screen.getByRole('region', { hidden: true, name: 'Attached files' });
    expect(within(files).getAllByText('1.5 KB')).toHaveLength(2);
    // only the image can be previewed
    expect(within(files).getAllByRole('button', { hidden: true, name: 'Preview' })).toHaveLength(1);
    expect(list).toHaveBeenCalledWith('uuid-1', { bucketName: 'hfle', directory: 'docs' }, 'auto');
  });

  it.each([
    [
      'a disallowed extension',
      'setup.exe',
      10,
      {},
      /setup\.exe cannot be uploaded: \.exe files are not allowed here\. Allowed: pdf, txt/,
    ],
    [
      'a file over the size',
      'big.pdf',
      2048,
      { maxSize: 1024 },
      'big.pdf cannot be uploaded: it is 2 KB, and files may be at most 1 KB',
    ],
  ])('refuses %s before sending anything', async (_label, name, size, props, message) => {
    list.mockResolvedValue([]);
    show({ value: 'uuid-1', accept: ['pdf', 'txt'], ...props });
    choose(name, size);
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toMatch(message);
    expect(upload).not.toHaveBeenCalled();
    expect(newUuid).not.toHaveBeenCalled();
  });

  it('says it in the user language', async () => {
    show({ accept: ['pdf'] }, 'zh_CN');
    choose('run.sh');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'run.sh 不能上传：此处不允许 .sh 文件。允许的类型：pdf',
    );
  });

  it('obtains a UUID, shows the progress, hands the new UUID on and lists the file', async () => {
    newUuid.mockResolvedValue('new-uuid');
    let options: UploadFileOptions = {};
    let finish: (url: string) => void = () => undefined;
    upload.mockImplementation((_blob, _name, _where, given: UploadFileOptions) => {
      options = given;
      return new Promise((resolve) => (finish = resolve));
    });
    list.mockResolvedValue([file('a.txt')]);
    const onChange = jest.fn();
    show({ onChange });

    const chosen = choose('a.txt');
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0][0]).toBe(chosen);
    expect(upload).toHaveBeenCalledWith(
      expect.anything(),
      'a.txt',
      { bucketName: 'hfle', directory: 'docs', attachmentUUID: 'new-uuid', storageCode: undefined },
      expect.objectContaining({ scope: 'auto', silent: true }),
    );
    options.onProgress?.(40, 100);
    const bar = await screen.findByRole('progressbar', { hidden: true, name: 'Uploading a.txt' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));

    finish('http://gw/hfle-files/hfle/docs/k@a.txt');
    expect((await screen.findByRole('status', { hidden: true })).textContent).toBe(
      'a.txt uploaded',
    );
    expect(onChange).toHaveBeenCalledWith('new-uuid');
    expect(
      await screen.findByRole('button', { hidden: true, name: 'Download a.txt' }),
    ).toBeTruthy();
    expect(list).toHaveBeenCalledWith('new-uuid', expect.anything(), 'auto');
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('cancels an upload', async () => {
    list.mockResolvedValue([]);
    upload.mockImplementation(
      (_b, _n, _w, given: UploadFileOptions) =>
        new Promise((_resolve, reject) =>
          given.signal?.addEventListener('abort', () =>
            reject(new RequestError('aborted', 'aborted')),
          ),
        ),
    );
    show({ value: 'uuid-1' });
    choose('a.txt');
    await user.click(await screen.findByRole('button', { hidden: true, name: 'Cancel upload' }));
    expect((await screen.findByRole('status', { hidden: true })).textContent).toBe(
      'The upload of a.txt was cancelled',
    );
    expect(newUuid).not.toHaveBeenCalled();
  });

  it('says why the server refused an upload', async () => {
    list.mockResolvedValue([]);
    upload.mockRejectedValue(new RequestError('http', 'too large', { status: 413 }));
    show({ value: 'uuid-1' });
    choose('a.txt');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'a.txt could not be uploaded: the file is larger than the server accepts',
    );
  });

  it.each([
    ['uuid-url', deleteAttachmentFiles],
    ['url', deleteFilesByUrl],
  ] as const)('deletes a file after confirming (%s)', async (mode, call) => {
    list.mockResolvedValueOnce([file('a.txt'), file('b.txt')]).mockResolvedValue([file('b.txt')]);
    (call as jest.Mock).mockResolvedValue(undefined);
    show({ value: 'uuid-1', deleteMode: mode });
    const files = await screen.findByRole('region', { hidden: true, name: 'Attached files' });
    await screen.findByRole('button', { hidden: true, name: 'Download a.txt' });
    await user.click(within(files).getAllByRole('button', { hidden: true, name: 'Delete' })[0]);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Delete a.txt?');
    expect(within(dialog).getByText('a.txt').tagName).toBe('BDI');
    await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { hidden: true, name: 'Download a.txt' })).toBeNull(),
    );
    expect((call as jest.Mock).mock.calls[0][0]).toEqual([file('a.txt').fileUrl]);
    expect((call as jest.Mock).mock.calls[0][1]).toMatchObject({ bucketName: 'hfle' });
  });

  it('downloads by array buffer, or by hidden form', async () => {
    list.mockResolvedValue([file('a.txt')]);
    download.mockResolvedValue({ fileName: 'a.txt', blob: new Blob(['x']) });
    const { unmount } = show({ value: 'uuid-1' });
    await user.click(await screen.findByRole('button', { hidden: true, name: 'Download a.txt' }));
    expect(download).toHaveBeenCalledWith(
      { bucketName: 'hfle', directory: 'docs', storageCode: undefined, url: file('a.txt').fileUrl },
      expect.objectContaining({ fallbackName: 'a.txt', scope: 'auto' }),
    );
    unmount();

    show({ value: 'uuid-1', downloadMode: 'hidden-form', readOnly: true });
    await user.click(await screen.findByRole('button', { hidden: true, name: 'Download a.txt' }));
    expect(downloadStoredFileByForm).toHaveBeenCalledWith(
      expect.objectContaining({ url: file('a.txt').fileUrl }),
      { scope: 'auto' },
    );
    expect(screen.queryByRole('button', { hidden: true, name: 'Upload file' })).toBeNull();
    expect(screen.queryByRole('button', { hidden: true, name: 'Delete' })).toBeNull();
  });

  it('shows a name with a right-to-left override isolated, the override as a visible mark', async () => {
    // U+202E would show 'photo\u202egpj.exe' as 'photoexe.jpg'
    const spoof = 'photo\u202egpj.exe';
    list.mockResolvedValue([file(spoof)]);
    show({ value: 'uuid-1', accept: ['jpg'] });
    const link = await screen.findByRole('button', {
      hidden: true,
      name: 'Download photo\ufffdgpj.exe',
    });
    const name = link.querySelector('bdi');
    expect(name?.textContent).toBe('photo\ufffdgpj.exe');
    expect(link.textContent).toBe(name?.textContent);

    choose('x\u202egpj.exe'); // refused before sending: the message shows the name isolated too
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.querySelector('bdi')?.textContent).toBe('x\ufffdgpj.exe');
    expect(alert.textContent).toContain('x\ufffdgpj.exe cannot be uploaded: .exe files');
    expect(document.body.textContent).not.toContain('\u202e');
  });

  it('previews an image from its bytes, and says when the server does not name a file', async () => {
    list.mockResolvedValue([file('plan.svg', { fileType: 'image/svg+xml' }), file('a.txt')]);
    // the gateway serves SVG as application/octet-stream: the preview types it by the name
    const served = new Blob(['<svg/>'], { type: 'application/octet-stream' });
    download
      .mockResolvedValueOnce({ fileName: 'plan.svg', blob: served })
      .mockRejectedValueOnce(new Error('cannot get fileName!'));
    show({ value: 'uuid-1' });
    await user.click(await screen.findByRole('button', { hidden: true, name: 'Preview' }));
    const image = await screen.findByRole('img', { hidden: true, name: 'plan.svg' });
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    expect((jest.mocked(URL.createObjectURL).mock.calls[0][0] as Blob).type).toBe('image/svg+xml');
    expect(download.mock.calls[0][1]).toMatchObject({ saver: null });

    await user.click(screen.getByRole('button', { hidden: true, name: 'Download a.txt' }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'The server did not name the file (cannot get fileName!)',
    );
  });
});
