/** @jest-environment jsdom */
/**
 * The micro host and deploys: each load is reported (PENDING, then LOADED or FAILED), entries
 * carry the build's stamp, and a load that fails while a new build is out is tried once with it.
 */
import { moduleEntry, parseModuleConfigs, type ModuleConfig } from './manifest';
import { createMicroHost, type BridgeBase, type ModuleLoadStatus } from './micro-host';
import { settle, slot } from './qiankun-fake.fixture';

/** Entries whose mount fails; every other mount succeeds. */
const mockFailing = new Set<string>();
const mockAsked: string[] = [];
const mockNames: string[] = [];
jest.mock('./qiankun-runtime', () => ({
  start: () => undefined,
  loadMicroApp: (app: { name: string; entry: string }) => {
    mockAsked.push(app.entry);
    mockNames.push(app.name);
    const mount = mockFailing.has(app.entry.replace(/&attempt=\d+$/, ''))
      ? Promise.reject(new Error('404'))
      : Promise.resolve(null);
    mount.catch(() => undefined);
    return {
      mountPromise: mount,
      loadPromise: mount,
      bootstrapPromise: mount,
      update: async () => undefined,
      unmount: async () => undefined,
    };
  },
}));
jest.mock('./module-prefetch', () => ({ mayPrefetch: () => false, prefetchModuleCode: jest.fn() }));

const build = (version: string): ModuleConfig =>
  parseModuleConfigs([
    { name: 'polaris-platform', publicUrl: '/apps/platform/', registerRegex: '^/h', version },
  ]).modules[0];
const [oldBuild, newBuild] = [build('1.0.0'), build('1.0.1')];
const bridge = { language: 'en_US', texts: {} } as unknown as BridgeBase;

function hostWith(latest: ModuleConfig | undefined) {
  const reported: string[] = [];
  const latestAsked: string[] = [];
  const host = createMicroHost(document.createElement('div'), bridge, {
    latest: async (name) => {
      latestAsked.push(name);
      return latest;
    },
    onLoadStatus: (name: string, status: ModuleLoadStatus) => reported.push(`${name} ${status}`),
  });
  return { host, reported, latestAsked };
}

beforeEach(() => {
  mockFailing.clear();
  mockAsked.length = 0;
  mockNames.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('micro host and deploys', () => {
  it('reports a load PENDING, then LOADED, from the address of its build', async () => {
    const { host, reported, latestAsked } = hostWith(newBuild);
    const heard: string[] = [];
    host.attach(oldBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    expect(reported).toEqual(['polaris-platform PENDING', 'polaris-platform LOADED']);
    expect(heard).toEqual(['loading', 'mounted']);
    expect(mockAsked).toEqual([moduleEntry(oldBuild)]);
    expect(latestAsked).toEqual([]); // nothing failed: the manifests are not read again
    expect(host.loadedBuild('polaris-platform')).toBe(oldBuild);
  });

  it('loads the new build once when the old one fails and the manifests name a new one', async () => {
    mockFailing.add(moduleEntry(oldBuild));
    const { host, reported, latestAsked } = hostWith(newBuild);
    const heard: string[] = [];
    host.attach(oldBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    await settle();
    expect(latestAsked).toEqual(['polaris-platform']);
    expect(mockAsked).toEqual([moduleEntry(oldBuild), `${moduleEntry(newBuild)}&attempt=1`]);
    expect(heard).toEqual(['loading', 'mounted']);
    expect(reported).toEqual(['polaris-platform PENDING', 'polaris-platform LOADED']);
    expect(host.loadedBuild('polaris-platform')).toBe(newBuild);
  });

  it('shows the failure when the manifests name the same build', async () => {
    mockFailing.add(moduleEntry(oldBuild));
    const { host, reported } = hostWith(oldBuild);
    const heard: string[] = [];
    host.attach(oldBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    await settle();
    expect(mockAsked).toEqual([moduleEntry(oldBuild)]);
    expect(heard).toEqual(['loading', 'failed']);
    expect(reported).toEqual(['polaris-platform PENDING', 'polaris-platform FAILED']);
  });

  it('tries the new build only once: when it fails too, the failure shows', async () => {
    mockFailing.add(moduleEntry(oldBuild));
    mockFailing.add(moduleEntry(newBuild));
    const { host, reported } = hostWith(newBuild);
    const heard: string[] = [];
    host.attach(oldBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    await settle();
    expect(mockAsked).toHaveLength(2);
    expect(heard).toEqual(['loading', 'failed']);
    expect(reported.at(-1)).toBe('polaris-platform FAILED');

    // the tab's Retry: a new attempt at a new address
    mockFailing.clear();
    host.attach(newBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    expect(mockAsked.at(-1)).toBe(`${moduleEntry(newBuild)}&attempt=2`);
    expect(heard.slice(2)).toEqual(['loading', 'mounted']);
  });

  it('loads another build of a module under a name of its own (qiankun keeps code by name)', async () => {
    const { host } = hostWith(undefined);
    const openAndClose = async (build: ModuleConfig) => {
      const detach = host.attach(build, slot('/a'), () => undefined);
      await settle();
      detach();
      await settle();
    };
    await openAndClose(oldBuild);
    await openAndClose(oldBuild); // the same build: the load qiankun keeps
    await openAndClose(newBuild);
    expect(mockNames).toEqual(['polaris-platform', 'polaris-platform', 'polaris-platform~1']);
    expect(mockAsked.at(-1)).toBe(`${moduleEntry(newBuild)}&attempt=1`);
  });

  it('shows the failure when the manifests cannot be read', async () => {
    mockFailing.add(moduleEntry(oldBuild));
    const host = createMicroHost(document.createElement('div'), bridge, {
      latest: () => Promise.reject(new Error('offline')),
    });
    const heard: string[] = [];
    host.attach(oldBuild, slot('/a'), (status) => heard.push(status));
    await settle();
    await settle();
    expect(heard).toEqual(['loading', 'failed']);
  });
});
