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

export function isApiPath(path: string): boolean {
  const [, service = '', second = ''] = path.split('/');
  if (service === 'oauth' || service === 'iam') return true;
  // Property backend (/wy/api/**) and the spec's literal trace path (/v1/trace/**).
  if (service === 'wy') return second === 'api';
  if (service === 'v1') return second === 'trace';
  // Short-lived addresses of single stored files (api/file-links.ts).
  if (service === 'hfle-signed') return second !== '';
  return (
    SERVICES.has(service) && (/^v\d+$/.test(second) || second === 'hzero' || second === 'sock-js')
  );
}
