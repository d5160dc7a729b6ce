/** The global model's saved tab session (restore, save on unload) and location replay. */
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { createMemoryStorage } from '../tabs/memory-storage.fixture';
import { createWorkplaceTab, WORKPLACE_KEY, type Tab } from '../tabs/tabs';
import { menu, ROLE_ID, setup } from './global.fixture';

jest.mock('@polaris/core/services/iam/menus');
jest.mock('@polaris/core/services/platform/prompts');

beforeEach(() => {
  jest.mocked(fetchMenuTree).mockReset().mockResolvedValue(menu);
  jest.mocked(fetchPrompts).mockReset().mockResolvedValue({});
});

const savedUsers: Tab = {
  key: '/hiam/user',
  path: '/hiam/user',
  title: 'Saved users title',
  icon: 'user',
  closable: true,
  search: '?page=4',
  type: 'menu',
  menuId: 2,
};
const savedReport: Tab = {
  ...savedUsers,
  key: '/rpt/x',
  path: '/rpt/x',
  title: 'Report',
  menuId: 9,
};

function storageWith(roleId: number, tabs: Tab[], activeTabKey: string) {
  return createMemoryStorage({
    [`menuTabSessionKey${roleId}`]: JSON.stringify({ tabs, activeTabKey }),
  });
}

describe('global model: restoring the saved tab session', () => {
  it('brings back the role’s tabs with their titles, icons and menu ids, workplace first', async () => {
    const storage = storageWith(
      ROLE_ID,
      [savedUsers, createWorkplaceTab('x'), savedReport],
      '/rpt/x',
    );
    const { initLayout, tabKeys, global, modelStore } = setup({ storage });

    await initLayout();

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/rpt/x']);
    expect(global().tabs[0]).toMatchObject({ key: WORKPLACE_KEY, closable: false });
    expect(global().tabs.slice(1)).toEqual([savedUsers, savedReport]);
    expect(global().activeTabKey).toBe('/rpt/x');
    expect(global().activeTabMenuId).toBe(9);
    modelStore.destroy();
  });

  it('restores before the queued address replays, so the address’s tab is reused', async () => {
    const storage = storageWith(ROLE_ID, [savedUsers, savedReport], '/rpt/x');
    const { visit, initLayout, tabKeys, global, modelStore } = setup({ storage });
    await visit('/hiam/user?page=5'); // the reloaded address, queued

    await initLayout();

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/rpt/x']);
    expect(global().activeTabKey).toBe('/hiam/user');
    expect(global().tabs[1]).toMatchObject({ title: 'Saved users title', search: '?page=5' });
    modelStore.destroy();
  });

  it.each([
    { situation: 'another role’s session', storage: storageWith(7, [savedUsers], '/hiam/user') },
    {
      situation: 'a corrupt record',
      storage: createMemoryStorage({ [`menuTabSessionKey${ROLE_ID}`]: '{"tabs":[{"key":1}' }),
    },
    {
      situation: 'a record of the wrong shape',
      storage: createMemoryStorage({ [`menuTabSessionKey${ROLE_ID}`]: '{"tabs":"/a"}' }),
    },
  ])('ignores $situation', async ({ storage }) => {
    const { initLayout, tabKeys, global, onError, modelStore } = setup({ storage });
    await initLayout();
    expect(tabKeys()).toEqual([WORKPLACE_KEY]);
    expect(global().activeTabKey).toBe(WORKPLACE_KEY);
    expect(global().tabsIsInit).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it('restores once: a second layout initialisation keeps the tabs opened since', async () => {
    const storage = storageWith(ROLE_ID, [savedUsers], '/hiam/user');
    const { initLayout, visit, tabKeys, modelStore } = setup({ storage });
    await initLayout();
    await visit('/hiam/role');
    await initLayout();
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    modelStore.destroy();
  });
});

describe('global model: saving the tab session on unload', () => {
  it('saves the tabs and the active key for the role at once on pagehide', async () => {
    const { initLayout, visit, unload, storage, modelStore } = setup();
    await initLayout();
    await visit('/hiam/user?page=2');
    await visit('/hiam/role');
    await visit('/public/kickoff'); // opens no tab

    unload(); // no await: the page is going away

    const saved = JSON.parse(storage.items.get(`menuTabSessionKey${ROLE_ID}`) ?? 'null');
    expect(saved.tabs.map((tab: Tab) => tab.key)).toEqual([
      WORKPLACE_KEY,
      '/hiam/user',
      '/hiam/role',
    ]);
    expect(saved.tabs[1]).toMatchObject({ title: 'Users', search: '?page=2', menuId: 2 });
    expect(saved.activeTabKey).toBe('/hiam/role');
    modelStore.destroy();
  });

  it('saves nothing when NOT_SAVE_TABS_INFO is set', async () => {
    const { initLayout, visit, unload, storage, modelStore } = setup({ notSaveTabsInfo: true });
    await initLayout();
    await visit('/hiam/user');
    unload();
    expect(storage.items.size).toBe(0);
    modelStore.destroy();
  });

  it('saves nothing before the tabs were restored, so a quick reload keeps the session', async () => {
    let deliverMenu: (value: typeof menu) => void = () => {};
    jest.mocked(fetchMenuTree).mockReturnValue(new Promise((resolve) => (deliverMenu = resolve)));
    const storage = storageWith(ROLE_ID, [savedUsers], '/hiam/user');
    const before = new Map(storage.items);
    const { initLayout, unload, global, modelStore } = setup({ storage });
    const initialising = initLayout();
    expect(global().roleId).toBe(ROLE_ID);

    unload(); // reloaded again while the menu is still loading

    expect(storage.items).toEqual(before);
    deliverMenu(menu);
    await initialising;
    modelStore.destroy();
  });

  it('stops listening when the model is removed', async () => {
    const { initLayout, unload, unloadTarget, storage, modelStore } = setup();
    const removeListener = jest.spyOn(unloadTarget, 'removeEventListener');
    await initLayout();
    modelStore.unmodel('global');
    expect(removeListener).toHaveBeenCalledWith('pagehide', expect.any(Function));
    unload();
    expect(storage.items.size).toBe(0);
    modelStore.destroy();
  });

  it('restores after a reload what was open, and the tab that was shown', async () => {
    const storage = createMemoryStorage();
    const first = setup({ storage });
    await first.initLayout();
    for (const address of ['/hiam/user?page=2', '/rpt/x', '/hiam/role']) await first.visit(address);
    await first.run('closeTab', '/rpt/x');
    first.unload();
    first.modelStore.destroy();

    const second = setup({ storage });
    await second.visit('/hiam/role'); // the address the browser reloads
    await second.initLayout();

    expect(second.global().tabs).toEqual(first.global().tabs);
    expect(second.global().activeTabKey).toBe('/hiam/role');
    second.modelStore.destroy();
  });
});

describe('global model: location replay with the reuse rule', () => {
  it('shows a page below a menu in that menu’s tab, and the menu page again in it', async () => {
    const { visit, initLayout, deps, tabKeys, global, modelStore } = setup();
    await visit('/hiam/user');
    await visit('/hiam/user/detail/7?tab=roles');

    await initLayout();

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user']);
    expect(global().tabs[1]).toMatchObject({
      path: '/hiam/user/detail/7',
      search: '?tab=roles',
      title: 'Users',
    });
    expect(deps.resolveTab.mock.calls[1][2].map((tab) => tab.key)).toEqual([
      WORKPLACE_KEY,
      '/hiam/user',
    ]);

    await visit('/hiam/role');
    await visit('/hiam/user'); // the inactive users tab follows the address and is activated

    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(global().tabs[1]).toMatchObject({ path: '/hiam/user', search: '' });
    expect(global().activeTabKey).toBe('/hiam/user');
    modelStore.destroy();
  });

  it('activates an existing inactive tab with the new query and state', async () => {
    const { visit, initLayout, global, modelStore } = setup();
    await initLayout();
    await visit('/hiam/user?page=1');
    await visit('/hiam/role');
    await visit('/hiam/user?page=3', { _back: true, from: 'menu' });
    expect(global().activeTabKey).toBe('/hiam/user');
    expect(global().tabs[1]).toMatchObject({ search: '?page=3', state: { from: 'menu' } });
    modelStore.destroy();
  });
});
