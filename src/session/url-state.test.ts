import { readStartupUrl } from './url-state';

const BASE = 'https://app.example.com/hiam/user';

describe('readStartupUrl: tokens from the hash', () => {
  it.each([
    {
      description: 'both tokens',
      hash: '#access_token=abc-123&refresh_token=XYZ-789',
      accessToken: 'abc-123',
      refreshToken: 'XYZ-789',
    },
    {
      description: 'an access token only',
      hash: '#access_token=0a1b2c3d-4e5f',
      accessToken: '0a1b2c3d-4e5f',
      refreshToken: undefined,
    },
    {
      description: 'an access token with a dot (not letters, digits, hyphens)',
      hash: '#access_token=abc.def&refresh_token=ok-1',
      accessToken: undefined,
      refreshToken: 'ok-1',
    },
    {
      description: 'an access token with a space',
      hash: '#access_token=abc%20def',
      accessToken: undefined,
      refreshToken: undefined,
    },
    {
      description: 'a refresh token with script characters',
      hash: '#access_token=good&refresh_token=%3Cscript%3E',
      accessToken: 'good',
      refreshToken: undefined,
    },
    {
      description: 'an empty access token',
      hash: '#access_token=&refresh_token=r1',
      accessToken: undefined,
      refreshToken: 'r1',
    },
    {
      description: 'no hash at all',
      hash: '',
      accessToken: undefined,
      refreshToken: undefined,
    },
  ])('$description', ({ hash, accessToken, refreshToken }) => {
    const result = readStartupUrl(`${BASE}${hash}`);
    expect(result.accessToken).toBe(accessToken);
    expect(result.refreshToken).toBe(refreshToken);
  });

  it('does not read tokens from the query string', () => {
    const result = readStartupUrl(`${BASE}?access_token=abc&refresh_token=def`);
    expect(result.accessToken).toBeUndefined();
    expect(result.refreshToken).toBeUndefined();
  });
});

describe('readStartupUrl: the cleaned address', () => {
  it.each([
    {
      description: 'removes the hash entirely when only token parameters were in it',
      href: `${BASE}#access_token=a1&refresh_token=r1&token_type=bearer&expires_in=3600&scope=default`,
      cleanUrl: BASE,
    },
    {
      description: 'keeps the query string',
      href: `${BASE}?tenant=7&lang=en_US#access_token=a1`,
      cleanUrl: `${BASE}?tenant=7&lang=en_US`,
    },
    {
      description: 'keeps other hash parameters',
      href: `${BASE}?page=2#access_token=a1&tab=roles&refresh_token=r1`,
      cleanUrl: `${BASE}?page=2#tab=roles`,
    },
    {
      description: 'removes an invalid token from the address too',
      href: `${BASE}#access_token=not.valid`,
      cleanUrl: BASE,
    },
    {
      description: 'leaves an address without tokens as it is',
      href: `${BASE}?page=2#section=3`,
      cleanUrl: `${BASE}?page=2#section=3`,
    },
  ])('$description', ({ href, cleanUrl }) => {
    expect(readStartupUrl(href).cleanUrl).toBe(cleanUrl);
  });
});

describe('readStartupUrl: error message from the query', () => {
  it.each([
    { key: 'errorMessage', query: '?errorMessage=Bad%20credentials', expected: 'Bad credentials' },
    { key: 'error_message', query: '?error_message=Account+locked', expected: 'Account locked' },
    {
      key: 'error_description',
      query: '?error=access_denied&error_description=User%20denied',
      expected: 'User denied',
    },
    { key: 'errorMessage (empty)', query: '?errorMessage=', expected: undefined },
    { key: 'none', query: '?page=1', expected: undefined },
  ])('$key → $expected', ({ query, expected }) => {
    expect(readStartupUrl(`${BASE}${query}`).errorMessage).toBe(expected);
  });

  it('prefers errorMessage over error_message over error_description', () => {
    const href = `${BASE}?error_description=third&error_message=second&errorMessage=first`;
    expect(readStartupUrl(href).errorMessage).toBe('first');
    expect(
      readStartupUrl(`${BASE}?error_description=third&error_message=second`).errorMessage,
    ).toBe('second');
  });

  it('does not read an error message from the hash', () => {
    expect(readStartupUrl(`${BASE}#errorMessage=nope`).errorMessage).toBeUndefined();
  });
});

describe('readStartupUrl: expires_in', () => {
  it.each([
    { hash: '#access_token=a&expires_in=3600', expected: 3600 },
    { hash: '#access_token=a&expires_in=1', expected: 1 },
    { hash: '#access_token=a&expires_in=0', expected: undefined },
    { hash: '#access_token=a&expires_in=-60', expected: undefined },
    { hash: '#access_token=a&expires_in=soon', expected: undefined },
    { hash: '#access_token=a&expires_in=', expected: undefined },
    { hash: '#access_token=a', expected: undefined },
  ])('$hash → $expected', ({ hash, expected }) => {
    expect(readStartupUrl(`${BASE}${hash}`).expiresIn).toBe(expected);
  });
});

describe('readStartupUrl: /private pages read tokens from the query', () => {
  const ORIGIN = 'https://app.example.com';
  it.each([
    {
      description: 'both tokens from the query, removed from the address',
      href: `${ORIGIN}/private/user-info?access_token=acc-1&refresh_token=ref-1`,
      accessToken: 'acc-1',
      refreshToken: 'ref-1',
      cleanUrl: `${ORIGIN}/private/user-info`,
    },
    {
      description: 'other query parameters and the hash are kept',
      href: `${ORIGIN}/private/user-info?lang=en_US&access_token=acc-1&page=2#section`,
      accessToken: 'acc-1',
      refreshToken: undefined,
      cleanUrl: `${ORIGIN}/private/user-info?lang=en_US&page=2#section`,
    },
    {
      description: 'the /private area itself',
      href: `${ORIGIN}/private?access_token=acc-1`,
      accessToken: 'acc-1',
      refreshToken: undefined,
      cleanUrl: `${ORIGIN}/private`,
    },
    {
      description: 'the query wins over the hash',
      href: `${ORIGIN}/private/x?access_token=from-query#access_token=from-hash`,
      accessToken: 'from-query',
      refreshToken: undefined,
      cleanUrl: `${ORIGIN}/private/x`,
    },
    {
      description: 'hash tokens (the sign-in round trip) still count',
      href: `${ORIGIN}/private/x#access_token=from-hash&refresh_token=r-2`,
      accessToken: 'from-hash',
      refreshToken: 'r-2',
      cleanUrl: `${ORIGIN}/private/x`,
    },
    {
      description: 'an invalid query token is dropped and still leaves the address',
      href: `${ORIGIN}/private/x?access_token=%3Cscript%3E&refresh_token=ok-1`,
      accessToken: undefined,
      refreshToken: 'ok-1',
      cleanUrl: `${ORIGIN}/private/x`,
    },
    {
      description: 'a refresh token alone leaves the address too',
      href: `${ORIGIN}/private/x?refresh_token=ok-1&a=b`,
      accessToken: undefined,
      refreshToken: 'ok-1',
      cleanUrl: `${ORIGIN}/private/x?a=b`,
    },
  ])('$description', ({ href, accessToken, refreshToken, cleanUrl }) => {
    const result = readStartupUrl(href);
    expect(result).toMatchObject({ accessToken, refreshToken, cleanUrl });
    expect(result.hasTokenParams).toBe(true);
    expect(result.tokenStorage).toBe('memory');
  });

  it.each([
    { path: '/private/user-info', storage: 'memory' },
    { path: '/private', storage: 'memory' },
    { path: '/privateer', storage: 'cookie' },
    { path: '/hiam/private', storage: 'cookie' },
    { path: '/pub/user-info', storage: 'cookie' },
    { path: '/workplace', storage: 'cookie' },
  ])('$path keeps tokens in $storage', ({ path, storage }) => {
    const result = readStartupUrl(`${ORIGIN}${path}`);
    expect(result.tokenStorage).toBe(storage);
    expect(result.hasTokenParams).toBe(false);
    expect(result.cleanUrl).toBe(`${ORIGIN}${path}`);
  });

  it.each(['/workplace', '/pub/user-info', '/privateer'])(
    'ignores query tokens outside /private (%s)',
    (path) => {
      const href = `${ORIGIN}${path}?access_token=acc-1&refresh_token=ref-1`;
      const result = readStartupUrl(href);
      expect(result.accessToken).toBeUndefined();
      expect(result.hasTokenParams).toBe(false);
      expect(result.cleanUrl).toBe(href);
    },
  );
});
