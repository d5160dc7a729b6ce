import { redirectProblem } from './client-rules';

describe('redirectProblem', () => {
  it.each([
    ['nothing', undefined, undefined],
    ['one address per line', 'https://a.example/cb\nhttp://localhost:8000/', undefined],
    ['commas too', 'https://a.example/cb, https://b.example/', undefined],
    [
      'names the first address at fault',
      'https://a.example/\njavascript:alert(1)\nftp://x',
      { key: 'hiam.client.error.redirect', values: { uri: 'javascript:alert(1)' } },
    ],
    [
      'a fragment',
      'https://a.example/#x',
      { key: 'hiam.client.error.redirect', values: { uri: 'https://a.example/#x' } },
    ],
    [
      'too many',
      Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join('\n'),
      { key: 'hiam.client.error.redirectCount', values: { max: 10 } },
    ],
  ])('%s', (_case, text, expected) => {
    expect(redirectProblem(text)).toEqual(expected);
  });
});
