/** The multipart upload with progress: what it sends, what it makes of the answers, cancel. */
import { storeTokens } from '../session/tokens';
import { configureRuntime } from '../config/runtime';
import { startRuntime } from '../runtime/create-runtime';
import { setNotifier, type Notice } from './notify';
import type { RequestError } from './request-error';
import { uploadForm, type UploadXhr } from './upload';

class FakeXhr implements UploadXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body?: FormData;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: UploadXhr['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, text: string, type = 'text/plain') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = { 'content-type': type };
    this.onload?.();
  }
}

let xhr: FakeXhr;
let notices: Notice[];
const form = () => {
  const data = new FormData();
  data.append('bucketName', 'hfle');
  return data;
};

beforeEach(() => {
  startRuntime();
  configureRuntime({ apiHost: 'https://gw.example' });
  storeTokens({ accessToken: 'secret-token' });
  xhr = new FakeXhr();
  notices = [];
  setNotifier((notice) => notices.push(notice));
});

const start = (options: Parameters<typeof uploadForm>[2] = {}) =>
  uploadForm('/hfle/v1/files/multipart', form(), { createXhr: () => xhr, ...options });

describe('uploadForm', () => {
  it('POSTs the form with the bearer token in Authorization and reports progress', async () => {
    const seen: number[][] = [];
    const done = start({
      params: { tag: 'a', empty: '' },
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://gw.example/hfle/v1/files/multipart?tag=a');
    expect(xhr.url).not.toContain('secret-token');
    expect(xhr.headers.Authorization).toBe('bearer secret-token');
    expect(xhr.headers['H-Request-Id']).toMatch(/^\d{13}/);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('bucketName')).toBe('hfle');
    xhr.progress(10, 40);
    xhr.progress(40, 40);
    xhr.answer(200, 'http://gw/hfle-files/hfle/k@a.txt\n');
    await expect(done).resolves.toBe('http://gw/hfle-files/hfle/k@a.txt\n');
    expect(seen).toEqual([
      [10, 40],
      [40, 40],
    ]);
  });

  it.each<[string, number, string, string, Partial<RequestError>, string | undefined]>([
    [
      'a failed body',
      200,
      '{"failed":true,"code":"error.file.bucket_not_found","message":"Bucket x does not exist","type":"error"}',
      'application/json',
      { kind: 'business', code: 'error.file.bucket_not_found' },
      'Bucket x does not exist',
    ],
    [
      'a body too large',
      413,
      '{"failed":true,"code":"error.body.too_large","message":"Request body too large"}',
      'application/json',
      { kind: 'business', status: 413, code: 'error.body.too_large' },
      'Request body too large',
    ],
    [
      'a server error',
      500,
      '<html>oops</html>',
      'text/html',
      { kind: 'http', status: 500 },
      undefined,
    ],
  ])('rejects %s and tells the user once', async (_label, status, text, type, error, shown) => {
    const done = start();
    xhr.answer(status, text, type);
    await expect(done).rejects.toMatchObject(error);
    expect(notices).toHaveLength(1);
    if (shown) expect(notices[0].description).toBe(shown);
  });

  it('cancels through its signal: the exchange is aborted and nobody is told', async () => {
    const controller = new AbortController();
    const done = start({ signal: controller.signal });
    xhr.progress(5, 40);
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr.aborted).toBe(true);
    expect(notices).toEqual([]);
  });

  it('rejects a network failure', async () => {
    const done = start();
    xhr.onerror?.();
    await expect(done).rejects.toMatchObject({ kind: 'network' });
    expect(notices).toHaveLength(1);
  });

  it('does not start when already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(start({ signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    expect(xhr.method).toBe('');
  });
});
