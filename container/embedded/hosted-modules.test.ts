import type { ModuleConfig } from '../micro/manifest';
import { moduleFrom, modulesFrom } from './hosted-modules';

const moduleAt = (publicUrl: string): ModuleConfig => ({
  name: 'polaris-platform',
  publicUrl,
  priority: 10,
  indexAssets: { js: [], css: [] },
  customizeAssets: { js: [], css: [] },
  registerRegex: '^/hiam',
  initLoad: true,
  promptKeys: [],
  routes: [],
});

describe('moduleFrom', () => {
  it.each([
    ['/apps/platform/', 'http://gw.example:8000/', 'http://gw.example:8000/apps/platform/'],
    ['/apps/platform/', 'http://gw.example/polaris/', 'http://gw.example/apps/platform/'],
    ['apps/platform/', 'http://gw.example/polaris/', 'http://gw.example/polaris/apps/platform/'],
    ['https://cdn.example/p/', 'http://gw.example/', 'https://cdn.example/p/'],
    ['/apps/platform/', '', '/apps/platform/'],
  ])('%s from %s is %s', (publicUrl, base, expected) => {
    expect(moduleFrom(moduleAt(publicUrl), base).publicUrl).toBe(expected);
  });

  it('keeps everything else of the module', () => {
    const hosted = moduleFrom(moduleAt('/apps/platform/'), 'http://gw.example/');
    expect({ ...hosted, publicUrl: '' }).toEqual({ ...moduleAt('/apps/platform/'), publicUrl: '' });
  });
});

describe('modulesFrom', () => {
  it('gives the same list while the manifests do not change', () => {
    let list = [moduleAt('/apps/platform/')];
    const registry = modulesFrom(
      {
        ready: Promise.resolve(),
        list: () => list,
        find: () => undefined,
        errors: () => ['bad'],
        refresh: async () => list,
      },
      'http://gw.example/',
    );
    const first = registry.list();
    expect(first[0].publicUrl).toBe('http://gw.example/apps/platform/');
    expect(registry.list()).toBe(first);
    list = [moduleAt('/apps/other/')];
    expect(registry.list()[0].publicUrl).toBe('http://gw.example/apps/other/');
    expect(registry.errors()).toEqual(['bad']);
  });

  it('finds and reads again with the hosted addresses', async () => {
    let list = [moduleAt('/apps/platform/')];
    const source = {
      ready: Promise.resolve(),
      list: () => list,
      find: () => undefined,
      errors: () => [],
      refresh: async () => {
        list = [moduleAt('/apps/platform-2/')];
        return list;
      },
    };
    const registry = modulesFrom(source, 'http://gw.example/');
    expect(registry.find('polaris-platform')?.publicUrl).toBe('http://gw.example/apps/platform/');
    const [fresh] = await registry.refresh();
    expect(fresh.publicUrl).toBe('http://gw.example/apps/platform-2/');
    expect(registry.find('polaris-platform')).toBe(fresh);
  });
});
