/**
 * The file services through the real client against the gateway (alice, organisation 1): the
 * attachment UUID, an upload with progress, the list, both download paths' array-buffer one, and
 * the three delete variants of spec section 7.
 */
import { serviceContract } from '../../../test/support/service-contract';
import { fetchXhr } from '../../../test/support/fetch-xhr';
import { downloadStoredFile, failureOfFrameText } from './download';
import {
  createAttachmentUuid,
  deleteAttachmentFiles,
  deleteAttachmentFilesNotNull,
  deleteFilesByUrl,
  fetchAttachmentFiles,
} from './files';
import { uploadAttachmentFile } from './upload';

const api = serviceContract('alice');

async function uploaded(uuid: string, name: string, text: string): Promise<string> {
  return uploadAttachmentFile(
    new Blob([text], { type: 'text/plain' }),
    name,
    { bucketName: 'hfle', attachmentUUID: uuid, directory: 'docs' },
    { createXhr: fetchXhr },
  );
}

describe('file services', () => {
  it('obtains a UUID, uploads with progress, lists and downloads the same bytes', async () => {
    const uuid = await createAttachmentUuid();
    expect(uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(api.onlySent()).toEqual({ method: 'POST', path: '/hfle/v1/1/files/uuid', query: {} });

    const progress: number[] = [];
    const url = await uploadAttachmentFile(
      new Blob(['hello, 世界'], { type: 'text/plain' }),
      '问候 1.txt',
      { bucketName: 'hfle', attachmentUUID: uuid, directory: 'docs' },
      { createXhr: fetchXhr, onProgress: (loaded, total) => progress.push(loaded / total) },
    );
    expect(url).toMatch(/^http:\/\/localhost:\d+\/hfle-files\/hfle\/docs\//);
    expect(progress).toEqual([1]);
    expect(api.sent()[1]).toMatchObject({
      method: 'POST',
      path: '/hfle/v1/1/files/attachment/multipart',
    });

    const files = await fetchAttachmentFiles(uuid, { bucketName: 'hfle' });
    expect(files).toEqual([
      expect.objectContaining({ fileName: '问候 1.txt', fileUrl: url, fileSize: 13 }),
    ]);

    const downloaded = await downloadStoredFile({ bucketName: 'hfle', url }, { saver: null });
    expect(downloaded.fileName).toBe('问候 1.txt');
    expect(await downloaded.blob.text()).toBe('hello, 世界');
    const download = api.sent().at(-1)!;
    expect(download).toMatchObject({ method: 'GET', path: '/hfle/v1/1/files/download' });
    expect(download.query).toEqual({ bucketName: 'hfle', url });
  });

  it('turns a JSON answer to a download into a failure the user is told about', async () => {
    const missing = { bucketName: 'hfle', url: 'http://x/hfle-files/hfle/none@a.txt' };
    await expect(downloadStoredFile(missing, { saver: null })).rejects.toMatchObject({
      kind: 'business',
      code: 'error.file.not_found',
    });
    expect(api.notices).toEqual([expect.objectContaining({ style: 'error' })]);
  });

  it.each([
    [
      'by uuid and url',
      (uuid: string, urls: string[]) =>
        deleteAttachmentFiles(urls, { bucketName: 'hfle', attachmentUUID: uuid }),
      '/hfle/v1/1/files/delete-by-uuidurl',
    ],
    [
      'by uuid and url, not-null form',
      (uuid: string, urls: string[]) =>
        deleteAttachmentFilesNotNull(urls, {
          bucketName: 'hfle',
          attachmentUUID: uuid,
          directory: 'docs',
        }),
      '/hfle/v1/files/delete-by-uuidurl/not-null',
    ],
    [
      'by url',
      (_uuid: string, urls: string[]) => deleteFilesByUrl(urls, { bucketName: 'hfle' }),
      '/hfle/v1/1/files/delete-by-url',
    ],
  ])('deletes %s', async (_label, remove, path) => {
    const uuid = await createAttachmentUuid();
    const first = await uploaded(uuid, 'a.txt', 'a');
    await uploaded(uuid, 'b.txt', 'b');
    api.gateway.state.calls.reset();
    await remove(uuid, [first]);
    const call = api.onlySent();
    expect(call).toMatchObject({ method: 'POST', path, body: [first] });
    expect(call.query.bucketName).toBe('hfle');
    const left = await fetchAttachmentFiles(uuid, { bucketName: 'hfle' });
    expect(left.map((file) => file.fileName)).toEqual(['b.txt']);
  });
});

describe('failureOfFrameText (a hidden-form download answered with JSON)', () => {
  it.each<[string | undefined, object | undefined]>([
    [
      '{"failed":true,"code":"error.file.not_found","message":"File not found","type":"warn"}',
      { kind: 'business', code: 'error.file.not_found', noticeType: 'warn' },
    ],
    ['  {"failed":true,"message":"x"}\n', { kind: 'business', message: 'x' }],
    ['{"ok":true}', undefined],
    ['{not json', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', (text, expected) => {
    const failure = failureOfFrameText(text);
    if (expected) expect(failure).toMatchObject(expected);
    else expect(failure).toBeUndefined();
  });
});
