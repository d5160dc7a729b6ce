// Which paths belong to the API (never answered with the SPA) and which to the front end. The
// front end has routes such as /hpfm/tenants/mine, so the service prefix alone does not decide:
// an API path is /oauth/**, /iam/**, or /{service}/v{n}/** or /{service}/hzero/**.

const SERVICES = new Set([
  'hpfm',
  'hmsg',
  'hfle',
  'hmnt',
  'hwfl',
  'hitf',
  'himp',
  'hrpt',
  'hsdr',
  'hadm',
  'hwkf',
  'hiot',
  'horc',
  'hfnt',
  'hwfp',
  'hims',
  'hivc',
  'hocr',
  'hagd',
  'hres',
  'hcnf',
  'hdtt',
  'hmde',
  'hexl',
  'mes',
]);

/**
 * Every API path, as regular expressions of the path (no query): the gateway's dispatcher and the
 * generated nginx configuration (mock/cli/deploy/nginx-config.ts) both read this one list.
 */
export const API_PATH_PATTERNS: readonly RegExp[] = [
  /^\/(?:oauth|iam)(?:\/|$)/,
  new RegExp(`^/(?:${[...SERVICES].join('|')})/(?:v\\d+|hzero|sock-js)(?:/|$)`),
  // Property backend (/wy/api/**) and the spec's literal trace path (/v1/trace/**).
  /^\/wy\/api(?:\/|$)/,
  /^\/v1\/trace(?:\/|$)/,
  // Short-lived addresses of single stored files (api/file-links.ts).
  /^\/hfle-signed\/[^/]/,
];

export function isApiPath(path: string): boolean {
  return API_PATH_PATTERNS.some((pattern) => pattern.test(path));
}
