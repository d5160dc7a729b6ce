// The deployable folder from the apps' builds: the container at the web root, each sub-app at its
// public URL, every manifest in one list, the build's settings beside the site (never in it).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppInfo } from '../workspace';
import { assembleSite, readBuildRecord } from './site-folder';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'polaris-site-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function app(name: string, kind: AppInfo['kind'], files: Record<string, string>): AppInfo {
  const distDir = join(root, name, 'dist');
  for (const [path, text] of Object.entries(files)) file(join(distDir, path), text);
  return { name, kind, dir: join(root, name), distDir };
}

const manifest = (name: string, publicUrl: string) =>
  JSON.stringify({ name, publicUrl, version: '0.1.0', indexAssets: { js: ['umi.1.js'], css: [] } });

const container = () =>
  app('container', 'container', {
    'index.html': '<html>shell</html>',
    'umi.0b147031.js': 'shell code',
    '.polaris-build.json': '{}',
  });

const platform = (publicUrl = '/apps/platform/') =>
  app('platform', 'sub-app', {
    'index.html': '<html>platform</html>',
    'umi.73dd6e17.js': 'platform code',
    'packages/microConfig.json': manifest('polaris-platform', publicUrl),
    '.polaris-build.json': '{}',
  });

describe('assembleSite', () => {
  it('puts the shell at the root, the sub-app at its public URL and the manifests in one list', async () => {
    const deployDir = join(root, 'out');
    const site = await assembleSite([container(), platform()], deployDir, {
      POLARIS_INNER_LINK_ORIGINS: 'https://docs.example.com/',
    });
    const read = (path: string) => readFileSync(join(site, path), 'utf8');
    expect(read('index.html')).toBe('<html>shell</html>');
    expect(read('umi.0b147031.js')).toBe('shell code');
    expect(read('apps/platform/index.html')).toBe('<html>platform</html>');
    expect(JSON.parse(read('packages/microConfig.json'))).toEqual([
      JSON.parse(manifest('polaris-platform', '/apps/platform/')),
    ]);
    expect(existsSync(join(site, '.polaris-build.json'))).toBe(false);
    expect(existsSync(join(site, 'apps/platform/.polaris-build.json'))).toBe(false);
    expect(readBuildRecord(deployDir)?.settings.POLARIS_INNER_LINK_ORIGINS).toBe(
      'https://docs.example.com',
    );
    expect(existsSync(join(site, 'build-settings.json'))).toBe(false);
  });

  it('replaces what an earlier build left in the site', async () => {
    const deployDir = join(root, 'out');
    file(join(deployDir, 'site', 'umi.deadbeef.js'), 'old build');
    const site = await assembleSite([container(), platform()], deployDir, {});
    expect(existsSync(join(site, 'umi.deadbeef.js'))).toBe(false);
  });

  it.each<[string, () => AppInfo[], RegExp]>([
    ['the container is not built', () => [platform()], /container is not built/],
    [
      'a sub-app is not built',
      () => [container(), app('files', 'sub-app', { 'index.html': 'x' })],
      /files is not built/,
    ],
    [
      'a sub-app says it lives outside /apps/',
      () => [container(), platform('/../../etc/')],
      /is not \/apps\/<name>\//,
    ],
  ])('refuses when %s', async (_, apps, message) => {
    await expect(assembleSite(apps(), join(root, 'out'), {})).rejects.toThrow(message);
  });
});
