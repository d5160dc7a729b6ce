/** File names (pure), the array-buffer download against a real local server, the anchor saver. */
import { startDownloadServer, type DownloadServer } from '../../test/support/download-server';
import { FakeDocument } from '../../test/support/fake-document';
import { configureRuntime } from '../config/runtime';
import { setLanguage } from '../i18n/intl';
import { updateSession } from '../session/current-session';
import { setSessionEndHandlers } from '../session/session-end';
import { storeTokens } from '../session/tokens';
import {
  createAnchorSaver,
  downloadByArrayBuffer,
  fileNameFromResponse,
  UNKNOWN_FILE_NAME,
  type FileSaver,
} from './download';
import { setNotifier, type Notice } from './notify';
import { isRequestError, type RequestError } from './request-error';
import { startRuntime } from '../runtime/create-runtime';

describe('fileNameFromResponse', () => {
  const preview = 'http://gw/hfle/v1/1/file/direct-preview-url?bucketName=b&url=';
  it.each([
    [`attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx`, undefined, undefined, '报表.xlsx'],
    [`attachment; filename*=utf-8'en'a%20b.csv`, undefined, undefined, 'a b.csv'],
    [`attachment; filename="x.txt"; filename*=UTF-8''y.txt`, undefined, undefined, 'y.txt'],
    ['attachment; filename="report 1.pdf"', undefined, undefined, 'report 1.pdf'],
    ['attachment; filename="say \\"hi\\".txt"', undefined, undefined, 'say "hi".txt'],
    ['attachment;filename=%E6%8A%A5%E8%A1%A8.xlsx', undefined, undefined, '报表.xlsx'],
    ['attachment; filename=plain.txt; size=3', undefined, undefined, 'plain.txt'],
    ['attachment; filename="100%.txt"', undefined, undefined, '100%.txt'],
    [
      undefined,
      `${preview}${encodeURIComponent('http://minio/b/dir/a%20b.png?x=1')}`,
      'f',
      'a b.png',
    ],
    [null, 'http://gw/hfle/v1/files/download?url=http%3A%2F%2Fm%2Fb%2Fdoc.pdf', 'f', 'doc.pdf'],
    ['inline', '/hfle/v1/1/files/download?bucketName=b&url=%2Fb%2Fz.zip', undefined, 'z.zip'],
    [
      '',
      'http://gw/hfle/v1/files/other?url=http%3A%2F%2Fm%2Fdoc.pdf',
      'fallback.bin',
      'fallback.bin',
    ],
    [undefined, 'http://gw/hfle/v1/files/download?bucketName=b', 'fallback.bin', 'fallback.bin'],
    [undefined, undefined, 'fallback.bin', 'fallback.bin'],
  ])('%p, %p, fallback %p → %p', (contentDisposition, url, fallback, expected) => {
    expect(fileNameFromResponse({ contentDisposition, url, fallback })).toBe(expected);
  });

  it.each([
    [{}],
    [{ contentDisposition: 'attachment', fallback: '' }],
    [{ url: 'http://gw/hfle/v1/files/download?bucketName=b' }],
    [{ url: 'http://gw/hfle/v1/files/download?url=http%3A%2F%2Fm%2Fb%2F' }],
  ])('%p → cannot get fileName!', (source) => {
    expect(() => fileNameFromResponse(source)).toThrow(new Error(UNKNOWN_FILE_NAME));
  });
});

describe('downloadByArrayBuffer', () => {
  let server: DownloadServer;
  let saved: Array<{ fileName: string; text: string }>;
  let notices: Notice[] = [];
  const saver: FileSaver = (blob, fileName) => {
    void blob.text().then((text) => saved.push({ fileName, text }));
  };

  beforeAll(async () => {
    server = await startDownloadServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    startRuntime();
    saved = [];
    notices = [];
    // failures are reported like any request: capture what the user would be shown
    setNotifier((notice) => notices.push(notice));
    setSessionEndHandlers({ toLogin: jest.fn(), toKickoff: jest.fn() });
    server.requests.length = 0;
    configureRuntime({ apiHost: server.url });
    storeTokens({ accessToken: 'token-dl' });
  });

  it('tells the user why a download failed, as for any request', async () => {
    setLanguage('en_US');
    const body = JSON.stringify({ failed: true, message: 'File is gone', type: 'warn' });
    await downloadByArrayBuffer('/file', { params: { json: body }, saver: null }).catch(
      () => undefined,
    );
    expect(notices).toEqual([
      { style: 'warn', title: 'Operation failed', description: 'File is gone' },
    ]);
  });

  async function failure(promise: Promise<unknown>): Promise<RequestError> {
    const error = await promise.then(
      () => new Error('expected the download to fail'),
      (caught: unknown) => caught,
    );
    if (isRequestError(error)) return error;
    throw error;
  }

  it('GET: sends token, request id, filled URL and query; names and saves the file', async () => {
    updateSession({ organizationId: 7 });
    const cd = `attachment; filename*=UTF-8''${encodeURIComponent('导出.xlsx')}`;
    const file = await downloadByArrayBuffer('/hfle/v1/{tenantId}/export', {
      params: { cd, content: 'xlsx-bytes', empty: '' },
      saver,
    });
    expect(file.fileName).toBe('导出.xlsx');
    expect(await file.blob.text()).toBe('xlsx-bytes');
    expect(file.blob.type).toBe('application/octet-stream');
    const [sent] = server.requests;
    expect(sent.method).toBe('GET');
    expect(sent.url).toMatch(/^\/hfle\/v1\/7\/export\?cd=.*&content=xlsx-bytes$/);
    expect(sent.headers.authorization).toBe('bearer token-dl');
    expect(sent.headers['h-request-id']).toMatch(/^\d{13}/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(saved).toEqual([{ fileName: '导出.xlsx', text: 'xlsx-bytes' }]);
  });

  it('POST: sends the JSON body and falls back to the given name', async () => {
    const file = await downloadByArrayBuffer('/export', {
      method: 'POST',
      data: { ids: [1, 2] },
      fallbackName: 'list.csv',
      saver: null,
    });
    expect(file.fileName).toBe('list.csv');
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({ ids: [1, 2] });
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
  });

  it('names the file from the url parameter of a download path', async () => {
    const file = await downloadByArrayBuffer('/hfle/v1/files/download', {
      params: { bucketName: 'hfle', url: 'http://minio/hfle/a/contract.pdf' },
      saver: null,
    });
    expect(file.fileName).toBe('contract.pdf');
  });

  it('throws cannot get fileName! when no name can be found', async () => {
    await expect(downloadByArrayBuffer('/export', { saver: null })).rejects.toThrow(
      UNKNOWN_FILE_NAME,
    );
  });

  it.each([
    [
      'failed body',
      200,
      { failed: true, code: 'x.y', message: 'No rows', type: 'warn' },
      'business',
      'No rows',
    ],
    ['plain JSON body', 200, { message: 'not a file' }, 'http', 'not a file'],
    ['JSON error status', 500, { message: 'boom' }, 'http', 'boom'],
    ['JSON 401', 401, { error_description: 'expired' }, 'unauthorized', 'Unauthorized'],
  ])('%s: decodes and throws a RequestError', async (_case, status, body, kind, message) => {
    const error = await failure(
      downloadByArrayBuffer('/export', {
        params: { status, json: JSON.stringify(body) },
        fallbackName: 'f',
        saver,
      }),
    );
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.body).toEqual(body);
    if (kind === 'business') expect([error.code, error.noticeType]).toEqual(['x.y', 'warn']);
    expect(saved).toEqual([]);
  });

  it('a non-JSON error status is an http error', async () => {
    const error = await failure(
      downloadByArrayBuffer('/export', {
        params: { status: 503, content: 'down' },
        fallbackName: 'f',
      }),
    );
    expect([error.kind, error.status, error.message]).toEqual(['http', 503, 'down']);
  });

  it('an unreachable server is a network error', async () => {
    configureRuntime({ apiHost: 'http://127.0.0.1:1' });
    const error = await failure(downloadByArrayBuffer('/export', { fallbackName: 'f' }));
    expect(error.kind).toBe('network');
  });
});

describe('createAnchorSaver', () => {
  it('clicks a temporary <a download> on an object URL and revokes the URL later', async () => {
    const doc = new FakeDocument();
    const revoked: string[] = [];
    const urls = {
      createObjectURL: () => 'blob:1',
      revokeObjectURL: (u: string) => revoked.push(u),
    };
    createAnchorSaver(doc, urls, 5)(new Blob(['x']), 'a.txt');
    const [anchor] = doc.all('a');
    expect(anchor.attributes).toMatchObject({ href: 'blob:1', download: 'a.txt' });
    expect(anchor.clicks).toBe(1);
    expect(anchor.isAttached).toBe(false);
    expect(revoked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(revoked).toEqual(['blob:1']);
  });
});
