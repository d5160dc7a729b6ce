/** The /wy flow against real local servers (echo server for JSON, download server for files). */
import { startDownloadServer, type DownloadServer } from '../../test/support/download-server';
import { startEchoServer, type EchoServer } from '../../test/support/echo-server';
import { configureRuntime } from '../config/runtime';
import { setLanguage } from '../i18n/intl';
import { storeTokens } from '../session/tokens';
import { setNotifier, type Notice } from './notify';
import {
  handlePmsAnswer,
  isSilentPmsMessage,
  PMS_DIALOG_Z_INDEX,
  wyRequest,
  type PmsDialog,
  type WyFailure,
} from './wy';
import { startRuntime } from '../runtime/create-runtime';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe('isSilentPmsMessage', () => {
  it.each([
    ['Ticket used up for this month', true],
    ['INSUFFICIENT TICKETS', true],
    ['charge preview failed: no tariff', true],
    ['Offset failed', true],
    ['The invoice service is unavailable', true],
    ['invoice preview error', true],
    ['Fee type disabled', true],
    ['fee type not found', true],
    ['Billing account already settled', true],
    ['票据已用完', true],
    ['当前票据不足，请补充', true],
    ['收费预览失败', true],
    ['冲抵失败', true],
    ['调用发票服务异常', true],
    ['发票预览失败', true],
    ['收费类型已停用', true],
    ['收费类型不存在', true],
    ['该账单已结算', true],
    ['Room not found', false],
    ['Server error', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%p → %p', (message, silent) => {
    expect(isSilentPmsMessage(message)).toBe(silent);
  });
});

describe('handlePmsAnswer', () => {
  let notices: Notice[];
  let dialogs: PmsDialog[];
  const show = (dialog: PmsDialog) => dialogs.push(dialog);

  beforeEach(() => {
    startRuntime();
    notices = [];
    dialogs = [];
    setNotifier((notice) => notices.push(notice));
    setLanguage('en_US');
  });

  const failedDialog = (content: string): PmsDialog => ({
    title: 'Operation failed',
    content,
    okText: 'Got it',
    zIndex: PMS_DIALOG_Z_INDEX,
  });

  it.each<[string, unknown, Notice[], PmsDialog[]]>([
    [
      'success → success notification',
      { __pms: true, success: true, error: { message: 'Saved' } },
      [{ style: 'success', title: 'Operation succeeded', description: 'Saved' }],
      [],
    ],
    [
      'failure → dialog',
      { __pms: true, success: false, error: { message: 'Room locked' } },
      [],
      [failedDialog('Room locked')],
    ],
    [
      'no success flag → dialog',
      { __pms: 1, error: { message: 'Oops' } },
      [],
      [failedDialog('Oops')],
    ],
    [
      'failure with a listed phrase → nothing',
      { __pms: true, success: false, error: { message: 'Insufficient tickets' } },
      [],
      [],
    ],
    ['marker without message → nothing', { __pms: true, success: false }, [], []],
    ['no marker → nothing', { success: false, error: { message: 'x' } }, [], []],
    ['false marker → nothing', { __pms: false, success: true, error: { message: 'x' } }, [], []],
    ['not an object → nothing', 'text', [], []],
  ])('%s', (_case, body, expectedNotices, expectedDialogs) => {
    handlePmsAnswer(body, show);
    expect(notices).toEqual(expectedNotices);
    expect(dialogs).toEqual(expectedDialogs);
  });
});

describe('wyRequest', () => {
  let echo: EchoServer;
  let files: DownloadServer;
  let dialogs: PmsDialog[];
  const show = (dialog: PmsDialog) => dialogs.push(dialog);

  beforeAll(async () => {
    [echo, files] = await Promise.all([startEchoServer(), startDownloadServer()]);
  });
  afterAll(() => Promise.all([echo.close(), files.close()]));
  beforeEach(() => {
    startRuntime();
    dialogs = [];
    setNotifier(() => undefined);
    setLanguage('en_US');
    configureRuntime({ apiHost: echo.url });
    storeTokens({ accessToken: 'wy-token' });
  });

  it('sends the Bearer token, query and JSON body', async () => {
    const echoed = await wyRequest<Echo>('/echo/wy/api/v1/x', {
      method: 'POST',
      params: { a: 1, b: '' },
      data: { id: 5 },
    });
    expect(echoed).toMatchObject({ method: 'POST', url: '/echo/wy/api/v1/x?a=1' });
    if ('headers' in echoed) {
      expect(echoed.headers.authorization).toBe('Bearer wy-token');
      expect(JSON.parse(echoed.body)).toEqual({ id: 5 });
    }
  });

  it('sends a FormData as multipart (its own boundary), not as JSON', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'houses.csv');
    const echoed = await wyRequest<Echo>('/echo/wy/api/v1/x', { method: 'POST', data: form });
    if (!('headers' in echoed)) throw new Error('no echo');
    expect(echoed.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.body).toContain('filename="houses.csv"');
    expect(echoed.body).toContain('a,b');
  });

  it('returns the body of a __pms answer after showing its dialog', async () => {
    const body = { __pms: true, success: false, error: { message: 'Room locked' }, result: 1 };
    const answer = await wyRequest('/status/200', {
      params: { body: JSON.stringify(body) },
      showPmsErrorDialog: show,
    });
    expect(answer).toEqual(body);
    expect(dialogs.map((dialog) => dialog.content)).toEqual(['Room locked']);
  });

  it.each<[string, () => string, string, WyFailure]>([
    [
      'a non-2xx status with a message',
      () => echo.url,
      '/status/500',
      { success: false, message: 'Failed to fetch data' }, // spec section 8, not the server's text
    ],
    [
      'a client error with the server text',
      () => echo.url,
      '/status/400',
      { success: false, message: 'status 400' },
    ],
    [
      'a non-2xx status with an empty body (no status text for the user)',
      () => echo.url,
      '/nowhere',
      { success: false, message: 'Something went wrong, please retry' },
    ],
  ])('%s resolves to success false', async (_case, host, path, expected) => {
    configureRuntime({ apiHost: host() });
    await expect(wyRequest(path)).resolves.toEqual(expected);
  });

  it('a network error resolves to success false', async () => {
    configureRuntime({ apiHost: 'http://127.0.0.1:1' });
    const answer = (await wyRequest('/wy/x')) as WyFailure;
    expect(answer).toEqual({ success: false, message: 'Please retry later' });
  });

  it('an empty 204 answer resolves to undefined', async () => {
    await expect(wyRequest('/status/204')).resolves.toBeUndefined();
  });

  it('exports the binary answer under the given name', async () => {
    configureRuntime({ apiHost: files.url });
    const saved: Array<{ name: string; text: Promise<string> }> = [];
    const answer = await wyRequest('/wy/export', {
      method: 'POST',
      data: { month: '2026-11' },
      params: { content: 'binary-report' },
      exportFileName: 'bills.xlsx',
      saver: (blob, name) => saved.push({ name, text: blob.text() }),
    });
    expect(answer).toEqual({ success: true, fileName: 'bills.xlsx' });
    expect(saved.map((file) => file.name)).toEqual(['bills.xlsx']);
    await expect(saved[0].text).resolves.toBe('binary-report');
    expect(files.requests[0].headers.authorization).toBe('Bearer wy-token');
  });

  it('an export that fails resolves to success false and saves nothing', async () => {
    configureRuntime({ apiHost: files.url });
    const saver = jest.fn();
    const answer = await wyRequest('/wy/export', {
      params: { status: 502, content: 'bad gateway' },
      exportFileName: 'bills.xlsx',
      saver,
    });
    expect(answer).toEqual({ success: false, message: 'Something went wrong, please retry' });
    expect(saver).not.toHaveBeenCalled();
  });
});
