/**
 * The deployment of README "Deploy", run for real: the deployable folder `npm run build` writes
 * (assembled from the built apps into a temporary folder), served by Debian's nginx with the
 * configuration `npm run deploy:nginx` generates, in front of a mock gateway that knows nginx's
 * origin as its public one. What nginx sends is checked (the header builder's headers, gzip, the
 * cache rules, the SPA fallback, a missing chunk's 404) and a browser works through it: sign-in,
 * the menu, a sub-app's page, the bell's live count over the proxied socket, and a deploy (new
 * chunks and manifests in the web root) that brings the update prompt.
 *
 * Skipped, saying why, only where nginx is missing and cannot be installed (not root).
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, type NginxSettings } from '../../mock/cli/deploy/nginx-config';
import { nginxSettingsFromEnv } from '../../mock/cli/deploy/nginx-settings';
import { assembleSite, readBuildRecord } from '../../mock/cli/deploy/site-folder';
import { listApps } from '../../mock/cli/workspace';
import type { RunningGateway } from '../../mock/server/gateway';
import {
  responseKindOf,
  securityHeaders,
  type ResponseKind,
} from '../../mock/server/http/security-headers';
import { useBrowser } from '../support/browser';
import { messageControls, waitForBell } from '../support/message-bell';
import { ensureNginx, freePort, startNginx } from '../support/nginx';
import { freshPage, signIn, waitForShell } from '../support/session';
import { clickMenu, waitForPanelText } from '../support/shell-helpers';
import { serveAppsForTests } from '../support/test-gateway-start';
import { waitForUpdatePrompt } from '../support/update-prompt';

const nginx = ensureNginx();
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-Content-Type-Options',
  'Referrer-Policy',
];
const FOR_GOOD = 'public, max-age=31536000, immutable';

interface Deployment {
  site: string;
  origin: string;
  settings: NginxSettings;
  gateway: RunningGateway;
}

if (typeof nginx === 'string') {
  console.warn(`nginx-deploy.e2e.ts skipped: ${nginx}`);
}
const describeWithNginx = typeof nginx === 'string' ? describe.skip : describe;

describeWithNginx('Polaris behind Debian nginx', () => {
  const browser = useBrowser();
  let deployment: Deployment | undefined;
  const the = () => {
    if (!deployment) throw new Error('the deployment is not up');
    return deployment;
  };

  /** What beforeAll started, ended in reverse order after the tests (or after a failed start). */
  const cleanups: Array<() => unknown> = [];

  beforeAll(async () => {
    if (typeof nginx === 'string') return;
    const dir = mkdtempSync(join(tmpdir(), 'polaris-nginx-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    chmodSync(dir, 0o755); // nginx's workers run as nobody when the test is root
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const gateway = await serveAppsForTests({ publicOrigins: [origin] });
    cleanups.push(() => gateway.close());
    const deployDir = join(dir, 'dist');
    const site = await assembleSite(listApps(), deployDir);
    const settings = nginxSettingsFromEnv(
      {
        POLARIS_GATEWAY_ORIGIN: `http://127.0.0.1:${gateway.port}`,
        POLARIS_PUBLIC_ORIGIN: origin,
        POLARIS_NGINX_LISTEN: `127.0.0.1:${port}`,
        POLARIS_NGINX_ROOT: site,
        POLARIS_NGINX_BROTLI: nginx.brotliModule ? '1' : '0',
      },
      readBuildRecord(deployDir)!.settings,
    );
    const server = await startNginx(nginx, dir, nginxConfig(settings), `${origin}/`);
    cleanups.push(() => server.stop());
    deployment = { site, origin, settings, gateway };
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${the().origin}${path}`, { headers, redirect: 'manual' });

  /** The security headers sent, and the builder's for that kind of answer. */
  function securityOf(response: Response, kind: ResponseKind) {
    const expected = securityHeaders(kind, the().settings.headers);
    return {
      sent: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers.get(name)])),
      builder: Object.fromEntries(SECURITY_HEADERS.map((name) => [name, expected[name] ?? null])),
    };
  }

  it('sends the header builder’s headers, compression and the cache rules', async () => {
    const shell = await (await get('/')).text();
    const script = /src="(\/umi\.[0-9a-f]+\.js)"/.exec(shell)![1];
    const signIn = `/oauth/oauth/authorize?response_type=token&client_id=localhost&redirect_uri=${encodeURIComponent(`${the().origin}/`)}`;
    const rows: Array<[string, number, string | null]> = [
      ['/', 200, 'no-cache'],
      ['/hiam/user/info', 200, 'no-cache'], // a route of the shell: its page
      ['/apps/platform/', 200, 'no-cache'],
      ['/packages/microConfig.json', 200, 'no-cache'],
      [script, 200, FOR_GOOD],
      ['/apps/platform/0.0000beef.async.js', 404, 'no-cache'], // a chunk that is gone
      [signIn, 200, 'no-store'], // the gateway's own
      ['/iam/hzero/v1/users/self', 401, null],
    ];
    for (const [path, status, cache] of rows) {
      const response = await get(path, { Accept: '*/*', 'Accept-Encoding': 'gzip' });
      const kind = responseKindOf(path.split('?')[0], response.headers.get('Content-Type') ?? '');
      const { sent, builder } = securityOf(response, kind);
      expect({
        path,
        status: response.status,
        cache: response.headers.get('Cache-Control'),
      }).toEqual({ path, status, cache });
      expect({ path, ...sent }).toEqual({ path, ...builder });
    }
    expect((await get(signIn)).headers.get('Content-Security-Policy')).toContain(
      "frame-ancestors 'none'",
    );
    expect((await get('/hiam/user/info')).headers.get('Content-Type')).toMatch(/^text\/html/);
    const manifests = (await (await get('/packages/microConfig.json')).json()) as Array<{
      publicUrl: string;
    }>;
    expect(manifests.map((manifest) => manifest.publicUrl)).toContain('/apps/platform/');

    const gzip = await get(script, { 'Accept-Encoding': 'gzip' });
    expect([gzip.headers.get('Content-Encoding'), gzip.headers.get('Vary')]).toEqual([
      'gzip',
      'Accept-Encoding',
    ]);
    const brotli = await get(script, { 'Accept-Encoding': 'br' });
    expect(brotli.headers.get('Content-Encoding')).toBe(the().settings.brotli ? 'br' : null);
    // the gateway's test controls are not the product's: nginx does not forward them
    const control = await fetch(`${the().origin}/__mock__/reset`, { method: 'POST' });
    expect(control.status).toBe(405);
  });

  it('signs in, shows the menu, a sub-app, the live bell and a deploy through nginx', async () => {
    const { origin, site, gateway } = the();
    const { sendMessage, waitForSockets } = messageControls(gateway.url);
    const { context, page } = await freshPage(browser());
    const refused: string[] = []; // what the CSP refused, and uncaught errors
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(String(error)));
    try {
      await page.goto(`${origin}/workplace`);
      await signIn(page, 'alice'); // the gateway's sign-in page, through nginx
      await waitForShell(page);
      expect(new URL(page.url()).origin).toBe(origin);
      await clickMenu(page, 'Personal', 'Personal Centre'); // the platform sub-app
      await waitForPanelText(page, 'Alice Chen');

      await waitForBell(page, 4, 20_000);
      await waitForSockets(1); // the socket, through nginx
      await sendMessage('Through nginx');
      await waitForBell(page, 5);

      // a deploy: the platform's chunks are replaced, and the manifests name its new build
      const old = join(site, '..', 'old-platform');
      mkdirSync(old);
      const platform = join(site, 'apps', 'platform');
      for (const file of readdirSync(platform).filter((name) => name.endsWith('.async.js'))) {
        renameSync(join(platform, file), join(old, file));
      }
      const manifestFile = join(site, 'packages', 'microConfig.json');
      const manifests = JSON.parse(readFileSync(manifestFile, 'utf8')) as Array<{ name: string }>;
      writeFileSync(
        manifestFile,
        JSON.stringify(
          manifests.map((manifest) =>
            manifest.name === 'polaris-platform'
              ? { ...manifest, version: 'deployed-1' }
              : manifest,
          ),
        ),
      );
      await clickMenu(page, 'Personal', 'My Tenants'); // a page whose chunk is gone
      await waitForUpdatePrompt(page);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
