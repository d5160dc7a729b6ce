/** @jest-environment jsdom */
import type { ModuleConfig } from './manifest';
import type { PageSlot } from '@polaris/core/micro/protocol';
import { loadMicroApp } from './qiankun-runtime';
import { createMicroHost, type BridgeBase } from './micro-host';

jest.mock('./qiankun-runtime', () => ({ loadMicroApp: jest.fn(), start: jest.fn() }));
// the prefetch reads import-html-entry, which this test does not need
jest.mock('./module-prefetch', () => ({ mayPrefetch: () => false, prefetchModuleCode: jest.fn() }));

const platform = { name: 'polaris-platform', publicUrl: '/apps/platform/' } as ModuleConfig;
const bridge = { language: 'en_US', texts: {} } as unknown as BridgeBase;

interface Loaded {
  /** name and entry as asked for (the objects themselves are emptied on release) */
  asked: [unknown, unknown];
  app: Record<string, unknown>;
  configuration: Record<string, unknown>;
  microApp: { mountPromise: Promise<void>; unmount: jest.Mock };
}

const loads: Loaded[] = [];
let failNext = false;

beforeEach(() => {
  loads.length = 0;
  failNext = false;
  jest.mocked(loadMicroApp).mockImplementation(((
    app: Record<string, unknown>,
    configuration: Record<string, unknown>,
  ) => {
    const failure = failNext;
    failNext = false;
    const mountPromise = failure ? Promise.reject(new Error('offline')) : Promise.resolve();
    mountPromise.catch(() => undefined);
    const microApp = {
      mountPromise,
      loadPromise: mountPromise,
      bootstrapPromise: mountPromise,
      update: jest.fn(async () => undefined),
      unmount: jest.fn(async () => undefined),
    };
    loads.push({ asked: [app.name, app.entry], app, configuration, microApp });
    return microApp;
  }) as unknown as typeof loadMicroApp);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function slot(key: string): PageSlot {
  return {
    key,
    path: key,
    search: '',
    element: document.createElement('div'),
    active: true,
    refreshKey: 0,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    failNext = true;
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(statuses).toEqual(['loading', 'failed']);
    host.attach(platform, slot('/a'), (status) => statuses.push(status));
    await settle();
    expect(loads.map(({ asked }) => asked)).toEqual([
      ['polaris-platform', '/apps/platform/'],
      ['polaris-platform~1', '/apps/platform/?attempt=1'],
    ]);
    expect(statuses.at(-1)).toBe('mounted');
  });
});
