import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  const jar = 'theme=dark; access_token=abc-123;refresh_token=r%2F1 ;  lang=zh_CN; empty=; x=a=b';

  it.each([
    { name: 'access_token', expected: 'abc-123' },
    { name: 'theme', expected: 'dark' },
    { name: 'refresh_token', expected: 'r/1' },
    { name: 'lang', expected: 'zh_CN' },
    { name: 'empty', expected: '' },
    { name: 'x', expected: 'a=b' },
    { name: 'missing', expected: undefined },
    { name: 'access', expected: undefined },
    { name: 'token', expected: undefined },
  ])('$name → $expected', ({ name, expected }) => {
    expect(readCookie(jar, name)).toBe(expected);
  });

  it.each([
    { description: 'an empty cookie string', cookies: '' },
    { description: 'parts without "="', cookies: 'access_token; other' },
  ])('finds nothing in $description', ({ cookies }) => {
    expect(readCookie(cookies, 'access_token')).toBeUndefined();
  });

  it.each([
    { cookies: 'access_token=100%zz', expected: '100%zz' },
    { cookies: 'access_token=%E0%A4%A', expected: '%E0%A4%A' },
  ])('returns $cookies undecoded instead of throwing', ({ cookies, expected }) => {
    expect(readCookie(cookies, 'access_token')).toBe(expected);
  });

  it('returns the first of two cookies with the same name', () => {
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
  });
});

describe('serializeCookie', () => {
  it.each([
    {
      description: 'defaults: path / and SameSite=Lax',
      value: 'abc',
      options: undefined,
      expected: 'token=abc; path=/; SameSite=Lax',
    },
    {
      description: 'a lifetime in seconds',
      value: 'abc',
      options: { maxAgeSeconds: 3600 },
      expected: 'token=abc; path=/; SameSite=Lax; max-age=3600',
    },
    {
      description: 'a fractional lifetime rounded down',
      value: 'abc',
      options: { maxAgeSeconds: 59.9 },
      expected: 'token=abc; path=/; SameSite=Lax; max-age=59',
    },
    {
      description: 'a negative lifetime clamped to 0 (deletes the cookie)',
      value: '',
      options: { maxAgeSeconds: -1 },
      expected: 'token=; path=/; SameSite=Lax; max-age=0',
    },
    {
      description: 'a path and a domain',
      value: 'abc',
      options: { path: '/app', domain: '.example.com' },
      expected: 'token=abc; path=/app; SameSite=Lax; domain=.example.com',
    },
    {
      description: 'Secure, for pages served over https',
      value: 'abc',
      options: { maxAgeSeconds: 3600, secure: true },
      expected: 'token=abc; path=/; SameSite=Lax; max-age=3600; Secure',
    },
    {
      description: 'an encoded value',
      value: 'a b;c=d/é',
      options: {},
      expected: 'token=a%20b%3Bc%3Dd%2F%C3%A9; path=/; SameSite=Lax',
    },
  ])('$description', ({ value, options, expected }) => {
    expect(serializeCookie('token', value, options)).toBe(expected);
  });

  it.each(['plain', 'with space', 'semi;colon', 'equals=sign', 'ünïcødé', ''])(
    'round-trips %p through readCookie',
    (value) => {
      const [pair] = serializeCookie('token', value).split('; ');
      expect(readCookie(`other=1; ${pair}`, 'token')).toBe(value);
    },
  );
});
