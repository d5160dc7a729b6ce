import { checkRedirectAddress, MAX_REDIRECT_ADDRESS_LENGTH } from './addresses';

describe('checkRedirectAddress (an OAuth client redirect address)', () => {
  it.each<[string, unknown, ReturnType<typeof checkRedirectAddress>]>([
    ['an origin', 'http://localhost:8000', { ok: true, url: 'http://localhost:8000/' }],
    [
      'a path with a query',
      'https://app.example.com/cb?x=1',
      { ok: true, url: 'https://app.example.com/cb?x=1' },
    ],
    [
      'upper case, normalised',
      'HTTPS://App.Example.com/a',
      { ok: true, url: 'https://app.example.com/a' },
    ],
    ['an IPv6 host', 'http://[::1]:8000/', { ok: true, url: 'http://[::1]:8000/' }],
    ['a relative path', '/callback', { ok: false, reason: 'malformed' }],
    ['protocol-relative', '//evil.example/', { ok: false, reason: 'malformed' }],
    ['javascript:', 'javascript:alert(1)', { ok: false, reason: 'not-web' }],
    ['data:', 'data:text/html,x', { ok: false, reason: 'not-web' }],
    ['credentials', 'https://user:pw@app.example.com/', { ok: false, reason: 'malformed' }],
    ['a fragment', 'https://app.example.com/#x', { ok: false, reason: 'fragment' }],
    ['white space', 'https://app.example.com/a b', { ok: false, reason: 'malformed' }],
    ['a newline', 'https://app.example.com/\n', { ok: false, reason: 'malformed' }],
    ['a wildcard host', 'https://*.example.com/', { ok: false, reason: 'malformed' }],
    ['empty', '', { ok: false, reason: 'malformed' }],
    ['not text', 42, { ok: false, reason: 'malformed' }],
    [
      'too long',
      `https://app.example.com/${'a'.repeat(MAX_REDIRECT_ADDRESS_LENGTH)}`,
      { ok: false, reason: 'malformed' },
    ],
  ])('%s', (_case, value, expected) => {
    expect(checkRedirectAddress(value)).toEqual(expected);
  });
});
