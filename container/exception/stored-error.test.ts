import { describeStoredError, DETAIL_LIMIT, type ShownError } from './stored-error';
import type { StoredError } from './error-model';

const long = 'x'.repeat(DETAIL_LIMIT + 10);

describe('describeStoredError', () => {
  it.each<[string, StoredError | undefined, ShownError]>([
    ['nothing stored', undefined, {}],
    [
      'a failed body: its message, and the body as indented JSON',
      {
        status: 501,
        message: 'Not yet',
        body: { failed: true, code: 'error.todo', message: 'Not yet' },
      },
      {
        message: 'Not yet',
        detail: '{\n  "failed": true,\n  "code": "error.todo",\n  "message": "Not yet"\n}',
      },
    ],
    [
      'an HTML answer: the markup as it came, to be printed as text',
      { status: 501, message: '', body: '<h1>501</h1><img src=x onerror="alert(1)">' },
      { message: undefined, detail: '<h1>501</h1><img src=x onerror="alert(1)">' },
    ],
    [
      'a body that only repeats the message: the message alone',
      { status: 501, message: 'Not here', body: ' Not here ' },
      { message: 'Not here' },
    ],
    ['no body', { status: 501, message: ' Not here ' }, { message: 'Not here' }],
    ['an empty body', { status: 501, message: '', body: '' }, { message: undefined }],
    [
      'a long body: cut at the limit',
      { status: 501, message: 'm', body: long },
      { message: 'm', detail: `${long.slice(0, DETAIL_LIMIT)}…` },
    ],
  ])('%s', (_case, stored, shown) => {
    expect(describeStoredError(stored)).toEqual(shown);
  });
});
