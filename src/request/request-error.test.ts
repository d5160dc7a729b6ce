import { errorFromAnswer } from './request-error';

describe('errorFromAnswer', () => {
  const failed = { failed: true, code: 'x.y', message: 'No rows', type: 'warn' };
  it.each([
    ['a failed body with 200', failed, 200, '', ['business', 'No rows', 200]],
    // the server's own words for people, whatever the status (the status is kept)
    ['a failed body with 400', failed, 400, 'Bad Request', ['business', 'No rows', 400]],
    ['a failed body with 500', failed, 500, 'Server Error', ['business', 'No rows', 500]],
    [
      'a failed body with 401 still ends the session',
      failed,
      401,
      'Unauthorized',
      ['unauthorized', 'No rows', 401],
    ],
    ['a message body with 500', { message: 'boom' }, 500, 'Server Error', ['http', 'boom', 500]],
    ['a text body with 503', 'down', 503, 'Unavailable', ['http', 'down', 503]],
    ['an empty 502', undefined, 502, 'Bad Gateway', ['http', 'Bad Gateway', 502]],
    [
      'a 401',
      { error: 'invalid_token' },
      401,
      'Unauthorized',
      ['unauthorized', 'Unauthorized', 401],
    ],
  ] as const)('%s', (_label, body, status, statusText, [kind, message, expectedStatus]) => {
    const error = errorFromAnswer(body, status, statusText);
    expect([error.kind, error.message, error.status]).toEqual([kind, message, expectedStatus]);
  });
});
