/**
 * The nginx configuration of a Polaris deployment (README "Deploy"), written from three sources so
 * that none of it is copied by hand:
 *
 * - the security headers: the one builder, `mock/server/http/security-headers.ts`, asked for each
 *   kind of answer (an app's page, a sign-in page, anything else) with the deployment's settings;
 * - the API paths proxied to the gateway: the gateway's own list, `mock/server/api-paths.ts`;
 * - what is cached for good: the gateway's rule for hashed build outputs (`static/static-files.ts`).
 *
 * Every header is added at the server level and no location adds one: nginx drops all of a
 * server's `add_header` lines in a location that has one of its own (the usual way a CSP goes
 * missing from one path). What differs by path or answer is chosen by `map`s instead.
 */
import { API_PATH_PATTERNS } from '../../server/api-paths';
import { MAX_UPLOAD_BYTES } from '../../server/http/body';
import { MESSAGE_SOCKET_PATH } from '../../server/http/message-socket';
import {
  securityHeaders,
  type HeaderSettings,
  type ResponseKind,
} from '../../server/http/security-headers';
import { HASHED_ASSET, IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../server/static/static-files';
import { SUB_APP_BASE } from './site-folder';

export interface NginxSettings {
  /** The gateway's origin: the API paths and the message socket go there. */
  gateway: string;
  /** nginx `listen` parameters: `80`, `127.0.0.1:8080`, `443 ssl`. */
  listen: string;
  /** `server_name`: the hosts of the public origins (none: `_`, any name). */
  serverNames: readonly string[];
  /** The web root: where the build's `dist/site` was copied. */
  root: string;
  /** What the security headers allow. */
  headers: HeaderSettings;
  /** Compress with brotli too (Debian: the package `libnginx-mod-http-brotli-filter`). */
  brotli: boolean;
  /** Certificate and key files, for `listen … ssl`. */
  tls?: { certificate: string; key: string };
}

const KINDS: readonly ResponseKind[] = ['page', 'sign-in', 'other'];

/** Compressed when at least this long (the gateway's threshold too). */
const COMPRESS_MIN_BYTES = 1024;
/** Types compressed besides text/html (which nginx always compresses). */
const COMPRESSED_TYPES = [
  'text/css',
  'text/plain',
  'application/javascript',
  'application/json',
  'application/xml',
  'image/svg+xml',
];
/** How long the message socket may stay quiet (the gateway pings every 20 s). */
const SOCKET_READ_TIMEOUT = '1h';

/**
 * A regular expression as an nginx string. nginx reads `\\`, `\"`, `\'`, `\t`, `\r` and `\n`
 * inside a quoted string as escapes, so a pattern holding one would not reach PCRE unchanged.
 */
export function nginxRegex(pattern: RegExp | string): string {
  const source = typeof pattern === 'string' ? pattern : pattern.source;
  if (/\\[\\"'trn]|["\r\n]/.test(source)) {
    throw new Error(`the pattern ${source} cannot be written into an nginx string unchanged`);
  }
  return `"${source}"`;
}

/** A header value as an nginx string (a quote or a line break cannot be written). */
function quoted(value: string): string {
  if (/["\\\r\n]/.test(value)) throw new Error(`the value ${value} cannot be written for nginx`);
  return `"${value}"`;
}

/** The nginx variable of a header the gateway sent: `Content-Type` → `$upstream_http_content_type`. */
const upstreamVariable = (name: string) =>
  `$upstream_http_${name.toLowerCase().replace(/-/g, '_')}`;
const mapVariable = (name: string) => `$polaris_${name.toLowerCase().replace(/-/g, '_')}`;

interface HeaderLine {
  name: string;
  /** One value for every answer, or one per kind of answer (a map). */
  value: string | Record<ResponseKind, string | undefined>;
}

/** The builder's headers: the same for every kind, or chosen by the answer's kind. */
export function headerLines(settings: HeaderSettings): HeaderLine[] {
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [kind, securityHeaders(kind, settings)]),
  ) as Record<ResponseKind, Record<string, string>>;
  const names = [...new Set(KINDS.flatMap((kind) => Object.keys(byKind[kind])))];
  return names.map((name) => {
    const values = KINDS.map((kind) => byKind[kind][name]);
    if (values.every((value) => value !== undefined && value === values[0])) {
      return { name, value: values[0] as string };
    }
    return {
      name,
      value: Object.fromEntries(KINDS.map((kind) => [kind, byKind[kind][name]])) as Record<
        ResponseKind,
        string | undefined
      >,
    };
  });
}

/** `text/html` in any case, as a pattern both PCRE and JavaScript read (no inline flags). */
const html = 'text/html'.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

function kindMap(): string[] {
  // security-headers.ts responseKindOf: HTML under /oauth is a sign-in page, other HTML a page
  return [
    '# The kind of answer (security-headers.ts responseKindOf): HTML of the sign-in pages under',
    '# /oauth, any other HTML (the apps), anything else.',
    'map "$sent_http_content_type|$uri" $polaris_answer_kind {',
    '    default other;',
    `    ${nginxRegex(`~^${html}[^|]*\\|/oauth(?:/|$)`)} sign-in;`,
    `    ${nginxRegex(`~^${html}`)} page;`,
    '}',
  ];
}

function headerMap(line: HeaderLine & { value: Record<ResponseKind, string | undefined> }) {
  const entries = KINDS.filter((kind) => kind !== 'other').map(
    (kind) => `    ${kind} ${line.value[kind] === undefined ? '""' : quoted(line.value[kind])};`,
  );
  const other = line.value.other;
  return [
    `map $polaris_answer_kind ${mapVariable(line.name)} {`,
    // where the builder sets none, what the gateway sent (a stored file's `sandbox` policy)
    `    default ${other === undefined ? upstreamVariable(line.name) : quoted(other)};`,
    ...entries,
    '}',
  ];
}

/** A path pattern anchored at the start, for a map whose key is `<status>|<path>`. */
const afterStatus = (pattern: RegExp) => pattern.source.replace(/^\^/, '^[0-9]+\\|');

function cacheMap(): string[] {
  return [
    '# Cache-Control: a hashed build output that was found, for good; any other file or answer',
    '# of ours asked again before each use (index.html, packages/microConfig.json, a 404 of a',
    "# chunk); the gateway's answers keep their own.",
    'map "$status|$uri" $polaris_cache_control {',
    `    default ${quoted(REVALIDATE_CACHE)};`,
    ...API_PATH_PATTERNS.map((pattern) => `    ${nginxRegex(`~${afterStatus(pattern)}`)} "";`),
    `    ${nginxRegex(`~*^(?:200|206|304)\\|.*${HASHED_ASSET.source}`)} ${quoted(IMMUTABLE_CACHE)};`,
    '}',
  ];
}

function compression(settings: NginxSettings): string[] {
  const types = COMPRESSED_TYPES.join(' ');
  const lines = [
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 6;',
    `gzip_min_length ${COMPRESS_MIN_BYTES};`,
    `gzip_types ${types};`,
  ];
  if (!settings.brotli) return lines;
  return [
    ...lines,
    'brotli on;',
    'brotli_comp_level 5;',
    `brotli_min_length ${COMPRESS_MIN_BYTES};`,
    `brotli_types ${types};`,
  ];
}

function headers(lines: HeaderLine[]): string[] {
  return [
    '# The security headers of every answer, and its caching; see the maps above.',
    ...lines.map((line) =>
      typeof line.value === 'string'
        ? `add_header ${line.name} ${quoted(line.value)} always;`
        : `add_header ${line.name} ${mapVariable(line.name)} always;`,
    ),
    'add_header Cache-Control $polaris_cache_control always;',
    "# the gateway's own copies would be sent twice",
    ...lines.map((line) => `proxy_hide_header ${line.name};`),
  ];
}

function gatewayLocations(gateway: string): string[] {
  return [
    '# The gateway: the API paths (mock/server/api-paths.ts) and the message socket.',
    'proxy_http_version 1.1;',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Real-IP $remote_addr;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header Upgrade $http_upgrade;',
    'proxy_set_header Connection $polaris_connection_upgrade;',
    '',
    `location = ${MESSAGE_SOCKET_PATH} {`,
    `    proxy_pass ${gateway};`,
    `    proxy_read_timeout ${SOCKET_READ_TIMEOUT};`,
    '}',
    ...API_PATH_PATTERNS.map(
      (pattern) => `location ~ ${nginxRegex(pattern)} { proxy_pass ${gateway}; }`,
    ),
  ];
}

function fileLocations(): string[] {
  const subApp = `^(${SUB_APP_BASE}[^/]+/)`;
  return [
    '',
    '# Files of the build. No dot-file is served. A missing file with an extension is a 404 (a',
    '# chunk gone after a deploy must fail, not answer with the shell); only a page the browser',
    '# opens (a route such as /link/…guide.html) gets the shell.',
    `location ~ ${nginxRegex('/\\.')} { return 404; }`,
    `location ~ ${nginxRegex('\\.[^/]*$')} { try_files $uri @polaris_no_file; }`,
    'location @polaris_no_file {',
    '    if ($http_accept ~* "text/html") { rewrite ^ /index.html last; }',
    '    return 404;',
    '}',
    "# A sub-app's base path: its own index.html (the page qiankun loads it from).",
    `location ~ ${nginxRegex(subApp)} { try_files $uri $1index.html; }`,
    '# Every other address is a route of the shell.',
    'location / { try_files $uri /index.html; }',
  ];
}

function banner(settings: NginxSettings): string[] {
  const list = (values: readonly string[], none: string) =>
    values.length > 0 ? values.join(' ') : none;
  return [
    '# Polaris behind nginx (Debian 12, nginx 1.22). GENERATED by `npm run deploy:nginx`',
    '# (mock/cli/deploy/nginx-config.ts): do not edit it, change a setting and generate it again.',
    '#',
    `#   gateway (API, message socket)  ${settings.gateway}`,
    `#   web root                       ${settings.root}`,
    `#   server names                   ${list(settings.serverNames, '_ (any)')}`,
    `#   frame ancestors                ${list(settings.headers.frameAncestors, 'none besides ours')}`,
    `#   inner-link origins             ${list(settings.headers.linkOrigins, 'none')}`,
    `#   brotli                         ${settings.brotli ? 'on' : 'off'}`,
    '#',
    '# It belongs in the http context (Debian: /etc/nginx/conf.d/polaris.conf): maps, then one server.',
    '',
  ];
}

const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : line));

/** The whole configuration file. */
export function nginxConfig(settings: NginxSettings): string {
  const lines = headerLines(settings.headers);
  const maps = lines.filter(
    (line): line is HeaderLine & { value: Record<ResponseKind, string | undefined> } =>
      typeof line.value !== 'string',
  );
  const server = [
    `listen ${settings.listen};`,
    `server_name ${settings.serverNames.length > 0 ? settings.serverNames.join(' ') : '_'};`,
    ...(settings.tls
      ? [`ssl_certificate ${settings.tls.certificate};`, `ssl_certificate_key ${settings.tls.key};`]
      : []),
    `root ${settings.root};`,
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${COMPRESSED_TYPES.join(' ')};`,
    `client_max_body_size ${MAX_UPLOAD_BYTES / 1024 / 1024}m;`,
    '',
    ...compression(settings),
    '',
    ...headers(lines),
    '',
    ...gatewayLocations(settings.gateway),
    ...fileLocations(),
  ];
  return [
    ...banner(settings),
    'map $http_upgrade $polaris_connection_upgrade {',
    '    default upgrade;',
    '    "" close;',
    '}',
    '',
    ...kindMap(),
    '',
    ...maps.flatMap((line) => [...headerMap(line), '']),
    ...cacheMap(),
    '',
    'server {',
    ...indent(server),
    '}',
    '',
  ].join('\n');
}
