/** @jest-environment jsdom */
import { moduleEntry, parseModuleConfigs } from './manifest';
import type { PageSlot } from '@polaris/core/micro/protocol';
import { createMicroHost, type BridgeBase } from './micro-host';
import { createQiankunFake, settle, slot } from './qiankun-fake.fixture';

// qiankun is a fake whose mounts and updates a test may hold and finish by hand. It is reached
// through `mockQiankun`, so that a test can also make qiankun's own code fail to load.
const mockQiankun = { unavailable: false, loadMicroApp: jest.fn(), start: jest.fn() };
jest.mock('./qiankun-runtime', () => {
  if (mockQiankun.unavailable) throw new Error('Loading chunk qiankun failed.');
  return {
    loadMicroApp: (...args: unknown[]) => mockQiankun.loadMicroApp(...args),
    start: (...args: unknown[]) => mockQiankun.start(...args),
  };
});
// the prefetch reads import-html-entry, which this test does not need
jest.mock('./module-prefetch', () => ({ mayPrefetch: () => false, prefetchModuleCode: jest.fn() }));

const [platform] = parseModuleConfigs([
  { name: 'polaris-platform', publicUrl: '/apps/platform/', registerRegex: '^/hiam', version: '1' },
]).modules;
/** Where the platform's build is loaded from: its public URL with the build's stamp. */
const ENTRY = moduleEntry(platform);
const bridge = { language: 'en_US', texts: {} } as unknown as BridgeBase;

const qiankun = createQiankunFake();
const { loads } = qiankun;

beforeEach(() => {
  qiankun.reset();
  mockQiankun.unavailable = false;
  mockQiankun.loadMicroApp.mockReset().mockImplementation(qiankun.loadMicroApp);
  mockQiankun.start.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** A page's status listener and what it heard. */
function page() {
  const heard: string[] = [];
  return { heard, onStatus: (status: string) => heard.push(status) };
}

describe('micro host', () => {
  it('leaves nothing of a closed page in what qiankun and single-spa keep', async () => {
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const first = slot('/hiam/user/info');
    const detach = host.attach(platform, first, () => undefined);
    await settle();
    const [{ app, configuration, microApp }] = loads;
    const props = app.props as { polarisShell: { slots: PageSlot[] } };
    const shell = props.polarisShell;
    expect(shell.slots[0].element).toBe(first.element);

    detach();
    await settle();
    expect(microApp.unmount).toHaveBeenCalled();
    // single-spa 5 never forgets a root parcel and its props: ours are empty by now
    expect(app).toEqual({});
    expect(configuration).toEqual({});
    expect(props).toEqual({});
    expect(shell).toEqual({});
    expect(root.children).toHaveLength(0);
  });

  it('loads a module again under a new name and address after a failed load', async () => {
    const host = createMicroHost(document.createElement('div'), bridge);
    const statuses: string[] = [];
    qiankun.failNext = true;
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(statuses).toEqual(['loading', 'failed']);
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(loads.map(({ asked }) => asked)).toEqual([
      ['polaris-platform', ENTRY],
      ['polaris-platform~1', `${ENTRY}&attempt=1`],
    ]);
    expect(statuses.at(-1)).toBe('mounted');
  });
});

describe('micro host: changes while a module mounts or updates', () => {
  it('gives the module the last pages and language once, when its mount is done', async () => {
    qiankun.holdMounts = true;
    const host = createMicroHost(document.createElement('div'), bridge);
    const first = slot('/a');
    host.attach(platform, first, () => undefined);
    await settle();
    const [module] = loads;
    expect(module.loadedWith).toEqual({ language: 'en_US', pages: ['/a#0'] });

    // while it mounts: a second page opens, the first is refreshed twice, the language changes
    host.attach(platform, slot('/b'), () => undefined);
    host.updateSlot(platform.name, { ...first, refreshKey: 1 });
    host.updateSlot(platform.name, { ...first, refreshKey: 2 });
    host.setBridge({ ...bridge, language: 'zh_CN' });
    await settle();
    expect(module.microApp.update).not.toHaveBeenCalled(); // single-spa refuses it mid-mount

    module.mount.finish();
    await settle();
    expect(module.updates).toEqual([{ language: 'zh_CN', pages: ['/a#2', '/b#0'] }]);
  });

  it('runs one update at a time and folds what changed meanwhile into the next', async () => {
    qiankun.holdUpdates = true;
    const host = createMicroHost(document.createElement('div'), bridge);
    const first = slot('/a');
    host.attach(platform, first, () => undefined);
    await settle();
    const [module] = loads;

    host.updateSlot(platform.name, { ...first, search: '?id=1' });
    await settle();
    expect(module.updates).toHaveLength(1);
    // while that update runs
    host.updateSlot(platform.name, { ...first, search: '?id=2' });
    host.updateSlot(platform.name, { ...first, search: '?id=3' });
    host.attach(platform, slot('/b'), () => undefined);
    await settle();
    expect(module.updates).toHaveLength(1);

    module.runningUpdates[0].finish();
    await settle();
    expect(module.runningUpdates).toHaveLength(2);
    module.runningUpdates[1].finish();
    await settle();
    expect(module.updates).toEqual([
      { language: 'en_US', pages: ['/a?id=1#0'] },
      { language: 'en_US', pages: ['/a?id=3#0', '/b#0'] },
    ]);
  });

  it('tells a page opened during the mount when the module is mounted', async () => {
    qiankun.holdMounts = true;
    const host = createMicroHost(document.createElement('div'), bridge);
    const [first, second] = [page(), page()];
    host.attach(platform, slot('/a'), first.onStatus);
    await settle();
    host.attach(platform, slot('/b'), second.onStatus);
    loads[0].mount.finish();
    await settle();
    expect(first.heard).toEqual(['loading', 'mounted']);
    expect(second.heard).toEqual(['loading', 'mounted']);
    expect(loads).toHaveLength(1); // one instance for both pages
  });
});

describe('micro host: closing pages', () => {
  it('unmounts a module whose last page closed during its mount once the mount is done', async () => {
    qiankun.holdMounts = true;
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const closed = page();
    const detach = host.attach(platform, slot('/a'), closed.onStatus);
    await settle();
    const [module] = loads;

    detach();
    await settle();
    expect(module.microApp.unmount).not.toHaveBeenCalled(); // single-spa cannot unmount mid-mount

    module.mount.finish();
    await settle();
    expect(module.microApp.unmount).toHaveBeenCalledTimes(1);
    expect(module.microApp.update).not.toHaveBeenCalled();
    expect(closed.heard).toEqual(['loading']); // the closed page is not told about it
    expect(root.children).toHaveLength(0);
    expect(module.app).toEqual({});
    expect(module.configuration).toEqual({});
  });

  it('unmounts a module only after the update it is running', async () => {
    qiankun.holdUpdates = true;
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const detachA = host.attach(platform, slot('/a'), () => undefined);
    await settle();
    const detachB = host.attach(platform, slot('/b'), () => undefined);
    await settle();
    const [module] = loads;
    expect(module.runningUpdates).toHaveLength(1);

    detachA();
    detachB();
    await settle();
    expect(module.microApp.unmount).not.toHaveBeenCalled();
    expect(root.children).toHaveLength(1);

    module.runningUpdates[0].finish();
    await settle();
    expect(module.microApp.unmount).toHaveBeenCalledTimes(1);
    // what was pending when the last page closed is dropped, not sent to a closing module
    expect(module.updates).toHaveLength(1);
    expect(root.children).toHaveLength(0);
  });

  it('keeps a module while one of its pages is open, showing it the pages left', async () => {
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const detachA = host.attach(platform, slot('/a'), () => undefined);
    host.attach(platform, slot('/b'), () => undefined);
    await settle();
    const [module] = loads;

    detachA();
    await settle();
    expect(module.microApp.unmount).not.toHaveBeenCalled();
    expect(module.updates.at(-1)).toEqual({ language: 'en_US', pages: ['/b#0'] });
    expect(root.children).toHaveLength(1);
  });

  it('loads a fresh instance for a page reopened while the closed one was still mounting, once that one has unmounted', async () => {
    qiankun.holdMounts = true;
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const detach = host.attach(platform, slot('/a'), () => undefined);
    await settle();
    detach();
    const reopened = page();
    host.attach(platform, slot('/a'), reopened.onStatus);
    await settle();
    // qiankun keeps the module's load by name, and a kept load mounts once at a time
    expect(loads).toHaveLength(1);
    const [closed] = loads;
    closed.mount.finish();
    await settle();
    await settle();
    expect(closed.microApp.unmount).toHaveBeenCalledTimes(1);
    const [, fresh] = loads;
    expect(fresh.asked).toEqual(['polaris-platform', ENTRY]);
    fresh.mount.finish();
    await settle();
    expect(closed.microApp.unmount).toHaveBeenCalledTimes(1);
    expect(fresh.microApp.unmount).not.toHaveBeenCalled();
    expect(reopened.heard).toEqual(['loading', 'mounted']);
    expect(root.children).toHaveLength(1);
  });
});

describe('micro host: retrying a failed load', () => {
  it('tells every page of a module whose mount failed, releases it, and a retry mounts it', async () => {
    qiankun.holdMounts = true;
    const root = document.createElement('div');
    const host = createMicroHost(root, bridge);
    const [first, second] = [page(), page()];
    host.attach(platform, slot('/a'), first.onStatus);
    host.attach(platform, slot('/b'), second.onStatus);
    await settle();
    loads[0].mount.fail(new Error('offline'));
    await settle();
    expect(first.heard).toEqual(['loading', 'failed']);
    expect(second.heard).toEqual(['loading', 'failed']);

    qiankun.holdMounts = false;
    const retried = page();
    const retriedSlot = slot('/a');
    host.attach(platform, retriedSlot, retried.onStatus);
    await settle();
    expect(retried.heard).toEqual(['loading', 'mounted']);
    expect(loads[1].asked).toEqual(['polaris-platform~1', `${ENTRY}&attempt=1`]);
    expect(loads[1].loadedWith.pages).toEqual(['/a#0']);
    // the failed attempt's holder is gone and what was handed to it is emptied
    expect(root.children).toHaveLength(1);
    expect(loads[0].app).toEqual({});
  });

  it('counts the attempts up when a retry fails too', async () => {
    const host = createMicroHost(document.createElement('div'), bridge);
    const statuses: string[] = [];
    const record = (status: string) => statuses.push(status);
    qiankun.failNext = true;
    host.attach(platform, slot('/a'), record);
    await settle();
    qiankun.failNext = true;
    host.attach(platform, slot('/a'), record);
    await settle();
    host.attach(platform, slot('/a'), record);
    await settle();
    expect(statuses).toEqual(['loading', 'failed', 'loading', 'failed', 'loading', 'mounted']);
    expect(loads.map(({ asked }) => asked[0])).toEqual([
      'polaris-platform',
      'polaris-platform~1',
      'polaris-platform~2',
    ]);
  });

  it('loads qiankun itself again when its code could not be fetched', async () => {
    // a fresh copy of the host module: qiankun not loaded yet in this bundle
    jest.resetModules();
    const fresh = await import('./micro-host');
    const host = fresh.createMicroHost(document.createElement('div'), bridge);
    const statuses: string[] = [];
    mockQiankun.unavailable = true;
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(statuses).toEqual(['loading', 'failed']);
    expect(mockQiankun.loadMicroApp).not.toHaveBeenCalled();

    mockQiankun.unavailable = false;
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(statuses.slice(2)).toEqual(['loading', 'mounted']);
    expect(mockQiankun.start).toHaveBeenCalledTimes(1);
    expect(loads.map(({ asked }) => asked)).toEqual([['polaris-platform~1', `${ENTRY}&attempt=1`]]);
  });
});
