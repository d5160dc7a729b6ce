/** The global model's tab strip: close actions with hooks and events, refresh, clean. */
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { WORKPLACE_KEY } from '../tabs/tabs';
import { menu, setup } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');

beforeEach(() => {
  jest.mocked(fetchMenuTree).mockReset().mockResolvedValue(menu);
  jest.mocked(fetchPrompts).mockReset().mockResolvedValue({});
});

/** A store after layout initialisation with tabs W, /a, /b, /c, /d open and `active` shown. */
async function openStrip(active = '/d') {
  const test = setup();
  await test.initLayout();
  for (const key of ['/a', '/b', '/c', '/d']) await test.visit(`${key}?q=${key.slice(1)}`);
  await test.visit(active);
  test.deps.navigate.mockClear();
  return test;
}

describe('global model: close actions', () => {
  it.each([
    // action, reference tab, active tab before, tabs after, active after, navigated to
    ['closeTab', '/b', '/b', ['/a', '/c', '/d'], '/a', '/a?q=a'],
    ['closeTab', '/b', '/d', ['/a', '/c', '/d'], '/d', null],
    ['closeTab', '/a', '/a', ['/b', '/c', '/d'], WORKPLACE_KEY, '/workplace'],
    ['closeOtherTabs', '/b', '/b', ['/b'], '/b', null],
    ['closeOtherTabs', '/b', '/d', ['/b'], '/b', '/b?q=b'],
    ['closeOtherTabs', '/c', '/a', ['/c'], WORKPLACE_KEY, '/workplace'],
    ['closeLeftTabs', '/c', '/d', ['/c', '/d'], '/d', null],
    ['closeLeftTabs', '/c', '/b', ['/c', '/d'], WORKPLACE_KEY, '/workplace'],
    ['closeRightTabs', '/b', '/d', ['/a', '/b'], '/b', '/b?q=b'],
    ['closeRightTabs', '/b', '/a', ['/a', '/b'], '/a', null],
    ['closeRightTabs', '/d', '/d', ['/a', '/b', '/c', '/d'], '/d', null],
    ['closeAllTabs', '/b', '/c', [], WORKPLACE_KEY, '/workplace'],
    ['closeAllTabs', WORKPLACE_KEY, WORKPLACE_KEY, [], WORKPLACE_KEY, null],
    ['closeOtherTabs', '/unknown', '/d', ['/a', '/b', '/c', '/d'], '/d', null],
    ['closeTab', WORKPLACE_KEY, WORKPLACE_KEY, ['/a', '/b', '/c', '/d'], WORKPLACE_KEY, null],
  ])(
    'global/%s on %s with %s active → W %j, %s active, navigated to %s',
    async (action, ref, active, tabs, activeAfter, navigatedTo) => {
      const { run, tabKeys, global, deps, events, onError, modelStore } = await openStrip(active);
      const before = tabKeys();

      const removed = await run<string[]>(action, ref);

      expect(tabKeys()).toEqual([WORKPLACE_KEY, ...tabs]);
      expect(global().activeTabKey).toBe(activeAfter);
      expect(removed).toEqual(before.filter((key) => !tabKeys().includes(key)));
      expect(events).toEqual(removed.length ? [{ type: 'close', keys: removed }] : []);
      expect(deps.navigate.mock.calls).toEqual(navigatedTo ? [[navigatedTo]] : []);
      expect(onError).not.toHaveBeenCalled();
      modelStore.destroy();
    },
  );

  it('emits the close event after the state changed', async () => {
    const { run, global, events, modelStore, deps } = await openStrip('/b');
    const seenTabs: string[][] = [];
    deps.tabEvents.on(() => seenTabs.push(global().tabs.map((tab) => tab.key)));
    await run('closeTab', '/b');
    expect(events).toHaveLength(1);
    expect(seenTabs).toEqual([[WORKPLACE_KEY, '/a', '/c', '/d']]);
    modelStore.destroy();
  });

  it('drops the refresh counters of closed tabs', async () => {
    const { run, global, modelStore } = await openStrip('/b');
    await run('refreshTab', '/a');
    await run('refreshTab', '/b');
    await run('closeTab', '/b');
    expect(global().refreshMenuTabsKeyMap).toEqual({ '/a': 1 });
    modelStore.destroy();
  });
});

describe('global model: before-remove hooks', () => {
  it('keep a tab whose hook says no; the others close', async () => {
    const { run, tabKeys, hooks, events, modelStore } = await openStrip('/d');
    const guard = jest.fn(() => false);
    hooks.register('/b', guard);

    await run('closeAllTabs', '/d');

    expect(guard).toHaveBeenCalledTimes(1);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/b']);
    expect(events).toEqual([{ type: 'close', keys: ['/a', '/c', '/d'] }]);
    modelStore.destroy();
  });

  it('keep the active tab and its address when it is the one refusing', async () => {
    const { run, tabKeys, global, hooks, events, deps, modelStore } = await openStrip('/b');
    hooks.register('/b', () => Promise.resolve(false));

    expect(await run('closeTab', '/b')).toEqual([]);

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/a', '/b', '/c', '/d']);
    expect(global().activeTabKey).toBe('/b');
    expect(events).toEqual([]);
    expect(deps.navigate).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it('let the tab close once the page’s confirm says yes', async () => {
    const { run, tabKeys, hooks, events, modelStore } = await openStrip('/d');
    let answer: (yes: boolean) => void = () => {};
    hooks.register('/c', () => new Promise<boolean>((resolve) => (answer = resolve)));

    const closing = run('closeTab', '/c');
    await Promise.resolve();
    expect(tabKeys()).toContain('/c'); // still open while the user decides
    answer(true);
    await closing;

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/a', '/b', '/d']);
    expect(events).toEqual([{ type: 'close', keys: ['/c'] }]);
    modelStore.destroy();
  });

  it('are dropped with their tab, so the tab opened again under that key starts clean', async () => {
    const { run, visit, tabKeys, hooks, modelStore } = await openStrip('/d');
    hooks.register('/c', () => true);
    await run('closeTab', '/c');
    await visit('/c');
    hooks.register('/c', () => false); // the new page's hook is the first again

    await run('closeTab', '/c');

    expect(tabKeys()).toContain('/c');
    modelStore.destroy();
  });
});

describe('global model: global/refreshTab', () => {
  it('gives the tab a new refresh key and emits a refresh event', async () => {
    const { run, global, events, modelStore } = await openStrip('/b');
    await run('refreshTab', '/a');
    await run('refreshTab', '/a');
    expect(global().refreshMenuTabsKeyMap).toEqual({ '/a': 2 });
    expect(events).toEqual([
      { type: 'refresh', key: '/a' },
      { type: 'refresh', key: '/a' },
    ]);
    modelStore.destroy();
  });

  it.each([
    { answer: false, refreshed: false },
    { answer: true, refreshed: true },
  ])('asks the page first, as Close does: hook says $answer', async ({ answer, refreshed }) => {
    const { run, global, hooks, events, modelStore } = await openStrip('/b');
    const guard = jest.fn(() => Promise.resolve(answer));
    hooks.register('/b', guard);

    expect(await run('refreshTab', '/b')).toBe(refreshed);

    expect(guard).toHaveBeenCalledTimes(1);
    expect(global().refreshMenuTabsKeyMap).toEqual(refreshed ? { '/b': 1 } : {});
    expect(events).toEqual(refreshed ? [{ type: 'refresh', key: '/b' }] : []);
    modelStore.destroy();
  });

  it.each([undefined, '/not/open'])('does nothing for %p', async (key) => {
    const { run, global, events, modelStore } = await openStrip('/b');
    await run('refreshTab', key);
    expect(global().refreshMenuTabsKeyMap).toEqual({});
    expect(events).toEqual([]);
    modelStore.destroy();
  });
});

describe('global model: global/cleanTabs', () => {
  it('clears the saved session, leaves the workplace only and shows it', async () => {
    const { run, tabKeys, global, storage, hooks, events, deps, unload, modelStore } =
      await openStrip('/b');
    unload();
    expect(storage.items.has('menuTabSessionKey42')).toBe(true);
    await run('refreshTab', '/a');
    const guard = jest.fn(() => false);
    hooks.register('/a', guard);
    events.length = 0;

    await run('cleanTabs');

    expect(storage.items.has('menuTabSessionKey42')).toBe(false);
    expect(tabKeys()).toEqual([WORKPLACE_KEY]);
    expect(global().activeTabKey).toBe(WORKPLACE_KEY);
    expect(global().refreshMenuTabsKeyMap).toEqual({});
    expect(guard).not.toHaveBeenCalled(); // a reset, not a user closing tabs
    expect(events).toEqual([{ type: 'close', keys: ['/a', '/b', '/c', '/d'] }]);
    expect(deps.navigate.mock.calls).toEqual([['/workplace']]);
    modelStore.destroy();
  });

  it('does not navigate when the workplace is already shown', async () => {
    const { run, deps, modelStore } = await openStrip(WORKPLACE_KEY);
    await run('cleanTabs');
    expect(deps.navigate).not.toHaveBeenCalled();
    modelStore.destroy();
  });
});

describe('global model: global/stopSavingTabs (sign-out)', () => {
  it('keeps the page from writing the tabs back as it unloads', async () => {
    const { storage, unload, modelStore } = await openStrip('/b');
    modelStore.dispatch({ type: 'global/stopSavingTabs' });
    unload();
    expect(storage.items.has('menuTabSessionKey42')).toBe(false);
    modelStore.destroy();
  });
});
