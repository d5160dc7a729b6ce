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
