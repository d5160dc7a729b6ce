import { mergeTexts, setLanguage } from '../i18n/intl';
import { describeRequestError, userMessageOf } from './error-messages';
import { errorFromAnswer, RequestError } from './request-error';

describe('describeRequestError (en_US)', () => {
  beforeEach(() => setLanguage('en_US'));

  it.each([
    {
      kind: 'business, error style',
      error: new RequestError('business', 'The code already exists'),
      notice: { style: 'error', title: 'Operation failed', description: 'The code already exists' },
    },
    {
      kind: 'business, warn style',
      error: new RequestError('business', 'Nothing changed', { noticeType: 'warn' }),
      notice: { style: 'warn', title: 'Operation failed', description: 'Nothing changed' },
    },
    {
      kind: 'business, info style',
      error: new RequestError('business', 'Already approved', { noticeType: 'info' }),
      notice: { style: 'info', title: 'Operation failed', description: 'Already approved' },
    },
    {
      kind: 'network',
      error: new RequestError('network', 'Failed to fetch'),
      notice: {
        style: 'error',
        title: 'Network request exception',
        description: 'Please retry later',
      },
    },
    {
      kind: 'http 500 (status-keyed text)',
      error: new RequestError('http', 'Internal Server Error', { status: 500 }),
      notice: { style: 'error', title: 'Operation failed', description: 'Failed to fetch data' },
    },
    {
      kind: "http 400 (the error's own message)",
      error: new RequestError('http', 'tenantId must not be null', {
        status: 400,
        serverMessage: 'tenantId must not be null',
      }),
      notice: {
        style: 'error',
        title: 'Operation failed',
        description: 'tenantId must not be null',
      },
    },
    {
      kind: 'http 409 with the server text',
      error: new RequestError('http', 'Version changed', {
        status: 409,
        serverMessage: 'Version changed',
      }),
      notice: { style: 'error', title: 'Operation failed', description: 'Version changed' },
    },
    {
      kind: 'http 502 status text stays internal',
      error: new RequestError('http', 'Bad Gateway', { status: 502 }),
      notice: {
        style: 'error',
        title: 'Operation failed',
        description: 'Something went wrong, please retry',
      },
    },
    {
      kind: 'http 503 with a message from the server is still a server fault',
      error: new RequestError('http', 'java.lang.NullPointerException', {
        status: 503,
        serverMessage: 'java.lang.NullPointerException',
      }),
      notice: {
        style: 'error',
        title: 'Operation failed',
        description: 'Something went wrong, please retry',
      },
    },
    {
      kind: 'http 400 answered with an HTML page',
      error: new RequestError('http', '<html><body>Bad Request</body></html>', { status: 400 }),
      notice: {
        style: 'error',
        title: 'Operation failed',
        description: 'Something went wrong, please retry',
      },
    },
    {
      kind: 'http 502 without a message',
      error: new RequestError('http', '', { status: 502 }),
      notice: {
        style: 'error',
        title: 'Operation failed',
        description: 'Something went wrong, please retry',
      },
    },
  ])('$kind', ({ error, notice }) => {
    expect(describeRequestError(error)).toEqual(notice);
  });

  it.each([
    new RequestError('aborted', 'aborted'),
    new RequestError('unauthorized', 'Unauthorized', { status: 401 }),
  ])('stays silent for $kind', (error) => {
    expect(describeRequestError(error)).toBeNull();
  });

  it('uses a status-keyed text from the server when there is one', () => {
    mergeTexts('en_US', { 'hzero.common.status.404': 'The resource was not found' });
    expect(describeRequestError(new RequestError('http', 'Not Found', { status: 404 }))).toEqual({
      style: 'error',
      title: 'Operation failed',
      description: 'The resource was not found',
    });
  });

  it('describes a timeout as a network problem', () => {
    expect(describeRequestError(new RequestError('timeout', 'timeout'))).toEqual({
      style: 'error',
      title: 'Network request exception',
      description: 'The server did not answer in time',
    });
  });
});

describe('describeRequestError (zh_CN, the default language)', () => {
  beforeEach(() => setLanguage('zh_CN'));

  it.each([
    {
      kind: 'network',
      error: new RequestError('network', 'Failed to fetch'),
      notice: { style: 'error', title: '网络请求异常', description: '请稍后重试' },
    },
    {
      kind: 'http 500',
      error: new RequestError('http', 'Internal Server Error', { status: 500 }),
      notice: { style: 'error', title: '操作失败', description: '获取数据失败' },
    },
  ])('$kind', ({ error, notice }) => {
    expect(describeRequestError(error)).toEqual(notice);
  });
});

describe('userMessageOf', () => {
  beforeEach(() => setLanguage('en_US'));

  it.each<[string, unknown, string]>([
    [
      'a timeout',
      new RequestError('timeout', 'no answer within 30000 ms'),
      'The server did not answer in time',
    ],
    ['a network failure', new RequestError('network', 'Failed to fetch'), 'Please retry later'],
    [
      'a 500',
      new RequestError('http', 'Internal Server Error', { status: 500 }),
      'Failed to fetch data',
    ],
    [
      'a business failure',
      new RequestError('business', 'The code already exists'),
      'The code already exists',
    ],
    [
      'an exception',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'Something went wrong, please retry',
    ],
    ['anything else', 'boom', 'Something went wrong, please retry'],
  ])('%s', (_name, error, expected) => {
    expect(userMessageOf(error)).toBe(expected);
  });
});

describe('a failed body: what happened, in the user language', () => {
  const failedBody = (code: string, message: string, status = 200) =>
    errorFromAnswer({ failed: true, code, message, type: 'error' }, status, 'Server Error');

  it.each<[string, string, ReturnType<typeof failedBody>, string]>([
    [
      'an unknown code: the server message, whatever the status (not "500")',
      'en_US',
      failedBody('error.report.engine', 'The report engine is restarting', 500),
      'The report engine is restarting',
    ],
    [
      'a known code in English',
      'en_US',
      failedBody(
        'error.permission.tenant_mismatch',
        'Organisation 2 is not the current organisation 1',
      ),
      'This belongs to another organisation than the one you are working in. Switch to it in the header, or refresh the page.',
    ],
    [
      'a known code in Chinese, for a message the server wrote in English',
      'zh_CN',
      failedBody(
        'error.permission.tenant_mismatch',
        'Organisation 2 is not the current organisation 1',
      ),
      '该数据属于另一个组织，而不是你当前所在的组织。请在顶部切换组织，或刷新页面。',
    ],
    [
      'a known code in German: English, not the server Chinese',
      'de_DE',
      failedBody('error.record.changed', '记录已被他人修改，请刷新后重试。', 200),
      'The record has been changed by someone else. Refresh and try again.',
    ],
    [
      'a known code with a 403',
      'en_US',
      failedBody('error.permission.site_level', 'Only a site-level role may', 403),
      'Only a platform-level role may change platform data; your current role belongs to an organisation.',
    ],
    [
      'no message at all: the generic text',
      'en_US',
      failedBody('error.unknown', '', 500),
      'Something went wrong, please retry',
    ],
  ])('%s', (_label, language, error, expected) => {
    setLanguage(language);
    expect(userMessageOf(error)).toBe(expected);
    expect(describeRequestError(error)?.style).toBe('error');
  });

  it('lets the server texts say a known code their own way', () => {
    setLanguage('en_US');
    mergeTexts('en_US', { 'hzero.common.errorCode.error.permission.denied': 'Not for your role' });
    expect(userMessageOf(failedBody('error.permission.denied', 'denied (x.y)'))).toBe(
      'Not for your role',
    );
  });
});
