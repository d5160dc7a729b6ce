// The generated nginx configuration, read the way nginx reads it: its maps and locations are
// evaluated here for a table of answers and addresses, and must give what the gateway gives (the
// header builder's headers, the API paths, the caching of hashed files). The browser test
// test/e2e/nginx-deploy.e2e.ts runs the same file in Debian's nginx.
import { readFileSync } from 'node:fs';
import { buildSettingValues } from '../../../src/build/build-settings';
import { isApiPath } from '../../server/api-paths';
import {
  responseKindOf,
  securityHeaders,
  type HeaderSettings,
  type ResponseKind,
} from '../../server/http/security-headers';
import { nginxConfig, nginxRegex, type NginxSettings } from './nginx-config';
import { EXAMPLE_FILE, exampleConfig } from './nginx-example';
import { nginxSettingsFromEnv } from './nginx-settings';

const base = nginxSettingsFromEnv(
  { POLARIS_GATEWAY_ORIGIN: 'http://10.0.0.5:8080' },
  buildSettingValues({}),
);
const partner: NginxSettings = {
  ...base,
  headers: {
    frameAncestors: ['https://portal.example.com'],
    linkOrigins: ['https://docs.example.com'],
    connectOrigins: ['https://api.example.com', 'wss://api.example.com'],
    signInReturnOrigins: ['https://host.example.com'],
    signInScriptHashes: ['sha256-abc='],
  },
};

type Entry = [key: string, value: string];

/** The generated maps: source expression → variable → entries in order. */
function maps(config: string): Map<string, { source: string; entries: Entry[] }> {
  const found = new Map<string, { source: string; entries: Entry[] }>();
  for (const [, source, variable, body] of config.matchAll(
    /^map (\S+) (\$\w+) \{\n([\s\S]*?)\n\}/gm,
  )) {
    const entries = body
      .trim()
      .split('\n')
      .map((line) => /^\s*("[^"]*"|\S+) (.*);$/.exec(line))
      .map((match) => [match![1].replace(/^"|"$/g, ''), match![2].replace(/^"|"$/g, '')] as Entry);
    found.set(variable, { source: source.replace(/^"|"$/g, ''), entries });
  }
  return found;
}

/** nginx's choice in a map: an exact key, else the first regex that matches, else default. */
function lookUp(entries: Entry[], value: string): string {
  const exact = entries.find(([key]) => key === value && key !== 'default');
  if (exact) return exact[1];
  for (const [key, result] of entries) {
    if (!key.startsWith('~')) continue;
    const insensitive = key.startsWith('~*');
    if (new RegExp(key.slice(insensitive ? 2 : 1), insensitive ? 'i' : '').test(value)) {
      return result;
    }
  }
  return entries.find(([key]) => key === 'default')?.[1] ?? '';
}

/** The headers nginx adds to an answer (the gateway's own given as `upstream`). */
function headersSent(
  config: string,
  uri: string,
  contentType: string,
  upstream: Record<string, string> = {},
  status = '200',
): Record<string, string> {
  const all = maps(config);
  const variables: Record<string, string> = {
    $sent_http_content_type: contentType,
    $uri: uri,
    $status: status,
    ...Object.fromEntries(
      Object.entries(upstream).map(([name, value]) => [
        `$upstream_http_${name.toLowerCase().replace(/-/g, '_')}`,
        value,
      ]),
    ),
  };
  const resolve = (value: string): string => {
    if (!value.startsWith('$')) return value;
    const map = all.get(value);
    if (!map) return variables[value] ?? '';
    const input = map.source.replace(/\$\w+/g, (name) => resolve(name));
    return resolve(lookUp(map.entries, input));
  };
  const sent: Record<string, string> = {};
  for (const [, name, value] of config.matchAll(/^\s*add_header (\S+) (.*) always;$/gm)) {
    const resolved = resolve(value.replace(/^"|"$/g, ''));
    if (resolved) sent[name] = resolved;
  }
  return sent;
}

/** Which location nginx picks for a path (its text): `=` first, then regexes in order, then `/`. */
function locationOf(config: string, path: string): string {
  const blocks = config
    .split(/\n(?= {4}location )/)
    .slice(1)
    .map((chunk) => {
      const [first] = chunk.trim().split('\n');
      return first.endsWith('{') ? chunk.slice(0, chunk.indexOf('\n    }') + 6).trim() : first;
    });
  const at = (block: string) => /^location (.*?) \{/.exec(block)?.[1] ?? '';
  const exact = blocks.find((block) => at(block) === `= ${path}`);
  if (exact) return exact;
  const regex = blocks.find(
    (block) => at(block).startsWith('~ ') && new RegExp(at(block).slice(3, -1)).test(path),
  );
  return regex ?? blocks.find((block) => at(block) === '/') ?? '';
}

const KINDS: ResponseKind[] = ['page', 'sign-in', 'other'];

describe('the security headers nginx sends', () => {
  it.each<[string, HeaderSettings, string, string]>([
    ['the shell', base.headers, '/index.html', 'text/html'],
    ['a sub-app page', base.headers, '/apps/platform/index.html', 'text/html'],
    ['the sign-in page', base.headers, '/oauth/oauth/authorize', 'text/html; charset=utf-8'],
    ['an API answer', base.headers, '/iam/hzero/v1/users/self', 'application/json'],
    ['a script', base.headers, '/umi.4fbeac77.js', 'application/javascript'],
    ['a page, partner settings', partner.headers, '/index.html', 'text/html'],
    ['sign-in, partner settings', partner.headers, '/oauth/login', 'TEXT/HTML'],
    ['the bare /oauth path', partner.headers, '/oauth', 'text/html'],
    ['not /oauth', partner.headers, '/oauthx', 'text/html'],
  ])('%s: exactly the builder’s', (_, headers, uri, type) => {
    const config = nginxConfig({ ...base, headers });
    const { 'Cache-Control': _cache, ...sent } = headersSent(config, uri, type);
    expect(sent).toEqual(securityHeaders(responseKindOf(uri, type), headers));
  });

  it('keeps what the gateway itself sets where the builder sets nothing (a stored file)', () => {
    const sent = headersSent(nginxConfig(base), '/hfle-signed/abc', 'image/png', {
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(sent['Content-Security-Policy']).toBe('sandbox');
  });

  it('adds headers at the server level only: a location with its own would drop them', () => {
    const config = nginxConfig(partner);
    const locations = config.slice(config.indexOf('location'));
    expect(locations).not.toMatch(/add_header/);
    for (const kind of KINDS) expect(securityHeaders(kind, partner.headers)).toBeDefined();
  });
});

describe('caching', () => {
  const forGood = 'public, max-age=31536000, immutable';
  it.each([
    ['/umi.4fbeac77.js', '200', forGood],
    ['/apps/platform/1101.0b147031.async.js', '200', forGood],
    ['/shared-yPf-Ow5BvoRtVodZLPIBjbiJoc_.8f3604cc.async.js', '304', forGood],
    ['/umi.056B789B.css', '200', forGood],
    ['/apps/platform/1101.0b147031.async.js', '404', 'no-cache'], // gone: may come back
    ['/index.html', '200', 'no-cache'],
    ['/apps/platform/index.html', '200', 'no-cache'],
    ['/packages/microConfig.json', '200', 'no-cache'],
    ['/favicon.ico', '404', 'no-cache'],
    ['/hfle/v1/1/files/a.0b147031.js', '200', undefined], // the gateway's own
    ['/iam/hzero/v1/users/self', '401', undefined],
    ['/oauth', '200', undefined],
  ])('%s answered %s: %s', (uri, status, expected) => {
    const sent = headersSent(nginxConfig(base), uri, 'x/y', {}, status);
    expect(sent['Cache-Control']).toBe(expected);
  });
});

describe('where an address goes', () => {
  const gateway = 'proxy_pass http://10.0.0.5:8080;';
  it.each([
    ['/hpfm/sock-js', 'proxy_read_timeout 1h;'],
    ['/iam/hzero/v1/users/self', gateway],
    ['/oauth/oauth/authorize', gateway],
    ['/hpfm/v1/1/prompt/zh_CN', gateway],
    ['/hmsg/v1/1/messages/user/count', gateway],
    ['/wy/api/v1.0/PROP/house', gateway],
    ['/v1/trace/status', gateway],
    ['/hfle-signed/abc', gateway],
    ['/hfle/v1/1/files/photo.png', gateway],
    ['/hpfm/tenants/mine', '/index.html'],
    ['/hiam/user/info', '/index.html'],
    ['/workplace', '/index.html'],
    ['/umi.4fbeac77.js', '@polaris_no_file'],
    ['/link//mock-docs/guide.html', '@polaris_no_file'],
    ['/apps/platform/', '$1index.html'],
    ['/apps/platform/umi.73dd6e17.js', '@polaris_no_file'],
    ['/.env', 'return 404'],
    ['/apps/platform/.polaris-build.json', 'return 404'],
  ])('%s → %s', (path, expected) => {
    expect(locationOf(nginxConfig(base), path)).toContain(expected);
    expect(locationOf(nginxConfig(base), path).includes('proxy_pass')).toBe(isApiPath(path));
  });
});

describe('the file', () => {
  it.each<[string, Partial<NginxSettings>, string[], string[]]>([
    ['gzip only by default', {}, ['gzip on;', 'gzip_vary on;'], ['brotli on;', 'brotli_types']],
    ['brotli when asked', { brotli: true }, ['brotli on;', 'brotli_types'], []],
    ['no certificate by default', {}, ['listen 80;'], ['ssl_certificate']],
    [
      'the certificate when given',
      { listen: '443 ssl', tls: { certificate: '/c.pem', key: '/k.key' } },
      ['listen 443 ssl;', 'ssl_certificate /c.pem;', 'ssl_certificate_key /k.key;'],
      [],
    ],
    ['any name without public origins', {}, ['server_name _;'], []],
    ['uploads up to the gateway’s limit', {}, ['client_max_body_size 64m;'], []],
    [
      'the socket upgraded, with time to stay quiet',
      {},
      ['proxy_set_header Upgrade $http_upgrade;', 'proxy_read_timeout 1h;'],
      [],
    ],
  ])('%s', (_, change, holds, lacks) => {
    const config = nginxConfig({ ...base, ...change });
    for (const text of holds) expect(config).toContain(text);
    for (const text of lacks) expect(config).not.toContain(text);
  });

  it('refuses a pattern nginx would read differently', () => {
    expect(nginxRegex(/^\/a\d+$/)).toBe('"^\\/a\\d+$"');
    expect(() => nginxRegex(/a\nb/)).toThrow(/cannot be written/);
    expect(() => nginxRegex('a"b')).toThrow(/cannot be written/);
  });

  it('deploy/polaris.example.conf is what the generator writes (else: npm run deploy:nginx -- --example)', () => {
    expect(readFileSync(EXAMPLE_FILE, 'utf8')).toBe(exampleConfig());
  });
});
