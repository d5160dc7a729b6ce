import {
  contentSecurityPolicy,
  responseKindOf,
  securityHeaders,
  type HeaderSettings,
} from './security-headers';

const defaults: HeaderSettings = { frameAncestors: [], linkOrigins: [] };
const partner: HeaderSettings = {
  frameAncestors: ['https://portal.example.com'],
  linkOrigins: ['https://docs.example.com'],
  connectOrigins: ['https://api.example.com'],
  signInReturnOrigins: ['http://dev.localhost:8001'],
  signInScriptHashes: ['sha256-abc='],
};

/** The CSP as a map of directive → sources. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...values] = part.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it.each<[string, 'page' | 'sign-in', HeaderSettings, Record<string, string>]>([
    [
      'a page: qiankun may eval, nothing inline runs, framed by us only',
      'page',
      defaults,
      {
        'script-src': "'self' 'unsafe-eval'",
        'style-src': "'self' 'unsafe-inline'",
        'frame-src': "'self'",
        'connect-src': "'self'",
        'object-src': "'none'",
        'frame-ancestors': "'self'",
      },
    ],
    [
      'a page of a deployment with partners',
      'page',
      partner,
      {
        'frame-src': "'self' https://docs.example.com",
        'connect-src': "'self' https://api.example.com",
        'form-action': "'self' https://api.example.com",
        'frame-ancestors': "'self' https://portal.example.com",
      },
    ],
    [
      'the sign-in page: never framed, no eval, its script by hash',
      'sign-in',
      partner,
      {
        'script-src': "'self' 'sha256-abc='",
        'frame-ancestors': "'none'",
        'form-action': "'self' http://dev.localhost:8001",
        'base-uri': "'none'",
      },
    ],
  ])('%s', (_name, kind, settings, expected) => {
    expect(directives(contentSecurityPolicy(kind, settings))).toMatchObject(expected);
  });

  it('never allows inline script or eval on the sign-in page', () => {
    const script = directives(contentSecurityPolicy('sign-in', partner))['script-src'];
    expect(script).not.toMatch(/unsafe-(inline|eval)/);
  });
});

describe('securityHeaders', () => {
  it.each<
    [string, 'page' | 'sign-in' | 'other', HeaderSettings, Record<string, string | undefined>]
  >([
    ['a page', 'page', defaults, { 'X-Frame-Options': 'SAMEORIGIN' }],
    [
      'a page others may frame (X-Frame-Options cannot say so)',
      'page',
      partner,
      { 'X-Frame-Options': undefined },
    ],
    ['the sign-in page', 'sign-in', partner, { 'X-Frame-Options': 'DENY' }],
    [
      'an API answer',
      'other',
      defaults,
      { 'Content-Security-Policy': undefined, 'X-Frame-Options': undefined },
    ],
  ])('%s', (_name, kind, settings, expected) => {
    const headers = securityHeaders(kind, settings);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin');
    for (const [name, value] of Object.entries(expected)) expect(headers[name]).toBe(value);
    expect(headers['Content-Security-Policy'] !== undefined).toBe(kind !== 'other');
  });
});

describe('responseKindOf', () => {
  it.each([
    ['/workplace', 'text/html; charset=utf-8', 'page'],
    ['/apps/platform/', 'text/html', 'page'],
    ['/oauth/oauth/authorize', 'text/html; charset=utf-8', 'sign-in'],
    ['/oauth/login', 'TEXT/HTML', 'sign-in'],
    ['/oauthx', 'text/html', 'page'],
    ['/oauth/static/jsencrypt.min.js', 'application/javascript', 'other'],
    ['/iam/hzero/v1/users/self', 'application/json', 'other'],
    ['/x', undefined, 'other'],
  ])('%s (%s) → %s', (path, type, expected) => {
    expect(responseKindOf(path, type)).toBe(expected);
  });
});
