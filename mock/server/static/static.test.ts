// Static serving: SPA fallback, mounts, content types, module manifests, nothing built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../gateway';
import { useTestGateway } from '../../testing/test-gateway';

const root = mkdtempSync(join(tmpdir(), 'polaris-mock-static-'));
const spaDir = join(root, 'container');
const platformDir = join(root, 'platform');
const reportsDir = join(root, 'reports');

function write(file: string, content: string): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

write(join(spaDir, 'index.html'), '<!doctype html><title>container</title>');
write(join(spaDir, 'umi.3f2a1b9c.js'), 'console.log("container")');
write(join(spaDir, 'favicon.ico'), 'ico');
const BIG_SCRIPT = 'export const rows = [1, 2, 3];\n'.repeat(400);
write(join(spaDir, 'vendor.0a1b2c3d.js'), BIG_SCRIPT);
write(join(platformDir, 'index.html'), '<!doctype html><title>platform</title>');
write(join(platformDir, 'umi.deadbeef.js'), 'console.log("platform")');
write(join(platformDir, 'umi.deadbeef.css'), 'body{}');
write(join(platformDir, 'static', 'logo.svg'), '<svg/>');
write(join(platformDir, 'static', 'font.woff2'), 'font');
write(join(platformDir, 'static', 'img.png'), 'png');
write(join(platformDir, 'umi.deadbeef.js.map'), '{}');
const platformManifest = {
  name: 'platform',
  publicUrl: '/from-build/',
  version: '1.0.0',
  commitHash: 'abc',
  priority: 10,
  indexAssets: { js: ['umi.deadbeef.js'], css: ['umi.deadbeef.css'] },
  initLoad: true,
  registerRegex: '^/(hiam|hpfm)',
};
write(join(platformDir, 'packages', 'microConfig.json'), JSON.stringify(platformManifest));

const t = useTestGateway({
  spaDir,
  mounts: [
    { prefix: '/apps/platform/', dir: platformDir },
    { prefix: '/apps/reports/', dir: reportsDir },
  ],
  modules: [
    {
      name: 'platform',
      publicUrl: '/apps/platform/',
      manifestFile: join(platformDir, 'packages', 'microConfig.json'),
    },
    {
      name: 'reports',
      publicUrl: '/apps/reports/',
      manifestFile: join(reportsDir, 'packages', 'microConfig.json'),
    },
  ],
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  fetch(`${t.url}${path}`, { headers: { Accept: accept } });

describe('SPA fallback', () => {
  it.each([
    '/',
    '/workplace',
    '/hiam/user/info',
    '/hpfm/tenants/mine',
    '/public/kickoff?language=en_US',
    '/link/%2Fmock-docs%2Fguide.html',
  ])('answers %s with the container index.html', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>container</title>');
  });

  it('answers an extension-less route even when the client does not ask for HTML', async () => {
    expect((await get('/workplace', '*/*')).status).toBe(200);
  });

  it('serves files that exist in the SPA directory', async () => {
    const script = await get('/umi.3f2a1b9c.js', '*/*');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('application/javascript');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await get('/favicon.ico', '*/*')).headers.get('content-type')).toBe('image/x-icon');
  });

  it('sends a hashed script compressed (brotli when asked, else gzip), cached for good', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const script = await fetch(`${t.url}/vendor.0a1b2c3d.js`, {
        headers: { 'Accept-Encoding': accept },
      });
      expect(script.headers.get('content-encoding')).toBe(encoding);
      expect(script.headers.get('vary')).toBe('Accept-Encoding');
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(script.headers.get('content-length'))).toBeLessThan(BIG_SCRIPT.length / 10);
      expect(await script.text()).toBe(BIG_SCRIPT); // decoded by fetch: the same bytes
    }
  });

  it('answers 404 for a missing asset that is not a page request', async () => {
    expect((await get('/umi.00000000.js', '*/*')).status).toBe(404);
  });

  it('never answers API paths with the SPA', async () => {
    const response = await get('/iam/hzero/v1/users/self');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('mounts', () => {
  it.each([
    ['/apps/platform/umi.deadbeef.js', 'application/javascript'],
    ['/apps/platform/umi.deadbeef.css', 'text/css'],
    ['/apps/platform/static/logo.svg', 'image/svg+xml'],
    ['/apps/platform/static/font.woff2', 'font/woff2'],
    ['/apps/platform/static/img.png', 'image/png'],
    ['/apps/platform/umi.deadbeef.js.map', 'application/json'],
    ['/apps/platform/packages/microConfig.json', 'application/json'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path, '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
  });

  it.each(['/apps/platform/', '/apps/platform'])(
    'serves the mount index.html at %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>platform</title>');
    },
  );

  it.each([
    ['a missing file', '/apps/platform/missing.js'],
    ['a missing page under a mount', '/apps/platform/some/route'],
    ['a path escaping the mount', '/apps/platform/..%2F..%2Fcontainer%2Findex.html'],
    ['a mount whose directory is missing', '/apps/reports/'],
  ])('answers 404 for %s', async (_label, path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('GET /packages/microConfig.json', () => {
  it('aggregates the manifests that exist, with the publicUrl the gateway serves them at', async () => {
    const response = await get(`/packages/microConfig.json?t=${Date.now()}`, '*/*');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ ...platformManifest, publicUrl: '/apps/platform/' }]);
  });

  it('reads the manifests per request, so a rebuild shows up without a restart', async () => {
    write(
      join(reportsDir, 'packages', 'microConfig.json'),
      JSON.stringify({ name: 'reports', version: '2.0.0' }),
    );
    try {
      const body = await (await get('/packages/microConfig.json', '*/*')).json();
      expect(body.map((m: { name: string }) => m.name)).toEqual(['platform', 'reports']);
      expect(body[1]).toMatchObject({ publicUrl: '/apps/reports/', version: '2.0.0' });
    } finally {
      rmSync(reportsDir, { recursive: true, force: true });
    }
  });

  it('skips a manifest that is not valid JSON', async () => {
    write(join(reportsDir, 'packages', 'microConfig.json'), '{ broken');
    try {
      expect(await (await get('/packages/microConfig.json', '*/*')).json()).toHaveLength(1);
    } finally {
      rmSync(reportsDir, { recursive: true, force: true });
    }
  });
});

describe('a module still being built (npm start serves the shell first)', () => {
  let building: RunningGateway;
  let status: 'building' | 'failed' | undefined = 'building';
  beforeAll(async () => {
    building = await startGateway({
      port: 0,
      quiet: true,
      spaDir,
      modules: [
        {
          name: 'reports',
          publicUrl: '/apps/reports/',
          manifestFile: join(platformDir, 'packages', 'microConfig.json'),
          pending: () =>
            status && { status, registerRegex: '^/hrpt(/|$)', priority: 5, promptKeys: ['hrpt'] },
        },
      ],
    });
  });
  afterAll(() => building.close());
  const listed = async () =>
    (await (await fetch(`${building.url}/packages/microConfig.json`)).json()) as unknown[];

  it.each(['building', 'failed'] as const)(
    'lists it as %s, with the paths it owns, no assets and nothing loaded ahead',
    async (state) => {
      status = state;
      expect(await listed()).toEqual([
        {
          name: 'reports',
          publicUrl: '/apps/reports/',
          status: state,
          registerRegex: '^/hrpt(/|$)',
          priority: 5,
          promptKeys: ['hrpt'],
          initLoad: false,
          indexAssets: { js: [], css: [] },
          customizeAssets: { js: [], css: [] },
        },
      ]);
    },
  );

  it('lists its built manifest as soon as the build is done', async () => {
    status = undefined;
    expect(await listed()).toEqual([{ ...platformManifest, publicUrl: '/apps/reports/' }]);
  });
});

describe('nothing built', () => {
  let bare: RunningGateway;
  beforeAll(async () => {
    bare = await startGateway({ port: 0, quiet: true, spaDir: join(root, 'no-such-dist') });
  });
  afterAll(() => bare.close());

  it('answers page requests with a 404 that says how to build', async () => {
    const response = await fetch(`${bare.url}/workplace`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('apps not built: run npm run build');
  });

  it('still answers the API', async () => {
    expect((await fetch(`${bare.url}/hpfm/v1/tool/pass/public-key`)).status).toBe(200);
  });
});
