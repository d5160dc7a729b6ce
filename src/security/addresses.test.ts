import {
  canonicalPathname,
  checkLink,
  classifyMenuRoute,
  normalizeOrigin,
  parseOriginList,
  toSameOriginPath,
  type AddressPolicy,
} from './addresses';

const policy: AddressPolicy = {
  origin: 'http://localhost:8000',
  linkOrigins: ['https://docs.example.com', 'http://bi.example.com:8080'],
};

describe('toSameOriginPath', () => {
  it.each<[string, unknown, string | null]>([
    ['a page', '/hiam/user/info', '/hiam/user/info'],
    ['with query and hash', '/hiam/user?a=1#b', '/hiam/user?a=1#b'],
    ['an inner link', '/link/javascript%3Aalert(1)', '/link/javascript%3Aalert(1)'],
    ['encoded slashes stay a path', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['non-ASCII', '/页面', '/页面'],
    ['protocol-relative', '//evil.example/y', null],
    ['backslash host', '/\\evil.example/y', null],
    ['tab inside (dropped by browsers)', '/\t/evil.example', null],
    ['newline inside', '/\n/evil.example', null],
    ['NUL', '/a\u0000b', null],
    ['absolute web address', 'https://evil.example/', null],
    ['own origin absolute', 'http://localhost:8000/workplace', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['JavaScript: cased', 'JaVaScRiPt:alert(1)', null],
    ['data:', 'data:text/html,<script>1</script>', null],
    ['relative', 'hiam/user', null],
    ['query only', '?a=1', null],
    ['empty', '', null],
    ['not text', 42, null],
    ['too long', `/${'a'.repeat(5000)}`, null],
  ])('%s', (_name, value, expected) => {
    expect(toSameOriginPath(value)).toBe(expected);
  });
});

describe('canonicalPathname', () => {
  it.each([
    ['/workplace', '/workplace'],
    ['//evil.example/x', '/evil.example/x'],
    ['///evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['', '/'],
    ['/', '/'],
  ])('%p → %p', (pathname, expected) => {
    expect(canonicalPathname(pathname)).toBe(expected);
  });
});

describe('checkLink', () => {
  it.each<[string, string, ReturnType<typeof checkLink>]>([
    [
      'a page of ours',
      '/mock-docs/guide.html',
      { ok: true, url: '/mock-docs/guide.html', sameOrigin: true },
    ],
    [
      'our origin written out',
      'http://localhost:8000/mock-docs/guide.html',
      { ok: true, url: 'http://localhost:8000/mock-docs/guide.html', sameOrigin: true },
    ],
    [
      'an allowed partner',
      'https://docs.example.com/a?b=1',
      { ok: true, url: 'https://docs.example.com/a?b=1', sameOrigin: false },
    ],
    [
      'host in capitals',
      'HTTPS://DOCS.EXAMPLE.COM/a',
      { ok: true, url: 'https://docs.example.com/a', sameOrigin: false },
    ],
    [
      'allowed port',
      'http://bi.example.com:8080/r',
      { ok: true, url: 'http://bi.example.com:8080/r', sameOrigin: false },
    ],
    ['other port of an allowed host', 'http://bi.example.com/r', { ok: false, reason: 'origin' }],
    [
      'https of an http-only partner',
      'https://bi.example.com:8080/r',
      { ok: false, reason: 'origin' },
    ],
    ['an outside page', 'https://evil.example/phish', { ok: false, reason: 'origin' }],
    ['look-alike host', 'https://docs.example.com.evil.example/', { ok: false, reason: 'origin' }],
    ['credentials', 'https://docs.example.com@evil.example/', { ok: false, reason: 'malformed' }],
    [
      'user in an allowed origin',
      'https://u:p@docs.example.com/',
      { ok: false, reason: 'malformed' },
    ],
    [
      'javascript:',
      'javascript:parent.__x=1;alert(document.cookie)',
      { ok: false, reason: 'not-web' },
    ],
    ['JavaScript: cased', 'JavaScript:alert(1)', { ok: false, reason: 'not-web' }],
    ['tab in the scheme', 'java\tscript:alert(1)', { ok: false, reason: 'not-web' }],
    ['leading spaces and controls', ' \u0001javascript:alert(1)', { ok: false, reason: 'not-web' }],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4=', { ok: false, reason: 'not-web' }],
    ['vbscript:', 'VBScript:msgbox(1)', { ok: false, reason: 'not-web' }],
    ['blob:', 'blob:http://localhost:8000/1', { ok: false, reason: 'not-web' }],
    ['file:', 'file:///etc/passwd', { ok: false, reason: 'not-web' }],
    ['still encoded', 'javascript%3Aalert(1)', { ok: false, reason: 'malformed' }],
    ['entity', 'javascript&colon;alert(1)', { ok: false, reason: 'malformed' }],
    ['protocol-relative', '//evil.example/x', { ok: false, reason: 'malformed' }],
    ['backslash host', '/\\evil.example/x', { ok: false, reason: 'malformed' }],
    ['empty', '', { ok: false, reason: 'malformed' }],
  ])('%s', (_name, value, expected) => {
    expect(checkLink(value, policy)).toEqual(expected);
  });
});

describe('classifyMenuRoute', () => {
  it.each<[string, unknown, ReturnType<typeof classifyMenuRoute>]>([
    ['a page', '/hiam/user', { kind: 'path', path: '/hiam/user' }],
    [
      'an inner link route',
      '/link/https%3A%2F%2Fa.example',
      { kind: 'path', path: '/link/https%3A%2F%2Fa.example' },
    ],
    [
      'a web address',
      'https://help.example.com/x',
      { kind: 'web', url: 'https://help.example.com/x' },
    ],
    ['javascript:', 'javascript:alert(1)', { kind: 'refused' }],
    ['cased and spaced', ' JavaScript:alert(1)', { kind: 'refused' }],
    ['data:', 'data:text/html,x', { kind: 'refused' }],
    ['protocol-relative', '//evil.example', { kind: 'refused' }],
    ['relative', 'hiam/user', { kind: 'refused' }],
    ['credentials', 'https://a:b@help.example.com', { kind: 'refused' }],
  ])('%s', (_name, route, expected) => {
    expect(classifyMenuRoute(route)).toEqual(expected);
  });
});

describe('origins from settings', () => {
  it.each([
    ['https://a.example', 'https://a.example'],
    ['HTTPS://A.Example:443/', 'https://a.example'],
    ['http://a.example:8080', 'http://a.example:8080'],
    ['https://a.example/path', null],
    ['ftp://a.example', null],
    ['a.example', null],
    ['https://u@a.example', null],
    ['https://Bücher.example', 'https://xn--bcher-kva.example'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
    ['http://demo_box:8000', 'http://demo_box:8000'],
    ['https://*.a.example', null],
    ['https://a.example;script-src', null],
    ['https://a"b.example', null],
    ["https://a'b.example", null],
    ['https://a{b}.example', null],
    ['https://a..example', null],
  ])('normalizeOrigin(%p) → %p', (value, expected) => {
    expect(normalizeOrigin(value)).toBe(expected);
  });

  it('parses a comma- or space-separated list, once each', () => {
    expect(parseOriginList('https://a.example, https://b.example https://a.example', 'X')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseOriginList(undefined, 'X')).toEqual([]);
    expect(parseOriginList('  ', 'X')).toEqual([]);
  });

  it('names the setting and the value it cannot use', () => {
    expect(() =>
      parseOriginList('https://a.example,docs.example', 'POLARIS_INNER_LINK_ORIGINS'),
    ).toThrow('POLARIS_INNER_LINK_ORIGINS: "docs.example" is not an origin');
  });
});
