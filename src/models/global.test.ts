import { createModelStore, type ModelAction } from '../core/model';
import type { MenuLeaf } from '../menu/menu-tree';
import { fetchMenuTree } from '../services/iam/menus';
import type { MenuDto } from '../services/iam/types';
import { fetchPrompts } from '../services/platform/prompts';
import { WORKPLACE_KEY, type Tab } from '../tabs/tabs';
import { makeCurrentUser } from '../services/iam/current-user.fixture';
import {
  createGlobalModel,
  type GlobalModelDependencies,
  type GlobalState,
  type LocationInfo,
} from './global';

jest.mock('../services/iam/menus');
jest.mock('../services/platform/prompts');

const fetchMenuTreeMock = jest.mocked(fetchMenuTree);
const fetchPromptsMock = jest.mocked(fetchPrompts);

const menu: MenuDto[] = [
  {
    id: 1,
    code: 'hzero.iam',
    name: 'IAM',
    type: 'root',
    subMenus: [
      { id: 2, code: 'hzero.iam.user', name: 'Users', type: 'menu', route: '/hiam/user' },
      { id: 3, code: 'hzero.iam.role', name: 'Roles', type: 'menu', route: '/hiam/role' },
    ],
  },
];

const user = makeCurrentUser({
  language: 'en_US',
  tenantId: 7,
  tenantName: 'Tenant 7',
  tenantNum: 'T7',
  organizationId: 7,
  currentRoleId: 42,
  currentRoleCode: 'admin',
  currentRoleLevel: 'organization',
});

/** Opens a tab per path, titled by the menu leaf when there is one; '/public/...' opens none. */
function fakeResolveTab(location: LocationInfo, leaves: MenuLeaf[]): Tab | null {
  if (location.pathname.startsWith('/public/')) return null;
  const leaf = leaves.find((l) => l.path === location.pathname);
  return {
    key: location.pathname,
    path: location.pathname,
    title: leaf?.title ?? location.pathname,
    closable: true,
    search: location.search,
    type: leaf ? 'menu' : 'other',
    menuId: leaf?.id,
  };
}

interface AppState {
  [namespace: string]: unknown;
  global: GlobalState;
}

function setup() {
  const deps = {
    resolveTab: jest.fn(fakeResolveTab),
    navigate: jest.fn<void, [string]>(),
    promptKeys: jest.fn(() => ['hzero.common', 'hiam']),
    prepare: jest.fn(() => Promise.resolve()),
  } satisfies GlobalModelDependencies;
  const onError = jest.fn();
  const modelStore = createModelStore<AppState>({ models: [createGlobalModel(deps)], onError });
  const global = () => modelStore.getState().global;
  const run = (type: string, payload: unknown) => {
    const action: ModelAction = { type: `global/${type}`, payload };
    return modelStore.dispatchEffect(action);
  };
  const visit = (pathname: string, search = '') => run('locationChanged', { pathname, search });
  const initLayout = () => run('initLayout', { user });
  const closeTab = (key: string) => run('closeTab', key);
  const tabKeys = () => global().tabs.map((tab) => tab.key);
  return { deps, onError, modelStore, global, visit, initLayout, closeTab, tabKeys };
}

beforeEach(() => {
  fetchMenuTreeMock.mockReset().mockResolvedValue(menu);
  fetchPromptsMock.mockReset().mockResolvedValue({ 'hiam.title': 'IAM' });
});

describe('global model: the workplace tab', () => {
  it('exists, is active and is not closable from the start', () => {
    const { global, modelStore } = setup();
    expect(global().tabs).toEqual([
      expect.objectContaining({ key: WORKPLACE_KEY, closable: false }),
    ]);
    expect(global().activeTabKey).toBe(WORKPLACE_KEY);
    expect(global().menuLoad).toBe(false);
    expect(global().tabsIsInit).toBe(false);
    modelStore.destroy();
  });

  it('cannot be closed', async () => {
    const { initLayout, visit, closeTab, tabKeys, global, modelStore } = setup();
    await initLayout();
    await visit('/hiam/user');
    await closeTab(WORKPLACE_KEY);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user']);
    expect(global().activeTabKey).toBe('/hiam/user');
    modelStore.destroy();
  });
});

describe('global model: locations before the menu is loaded', () => {
  it('are queued, then replayed in order after global/initLayout', async () => {
    const { deps, visit, initLayout, global, tabKeys, onError, modelStore } = setup();

    await visit('/hiam/user', '?page=2');
    await visit('/hiam/role');

    expect(deps.resolveTab).not.toHaveBeenCalled();
    expect(tabKeys()).toEqual([WORKPLACE_KEY]);
    expect(global().pendingLocations.map((l) => l.pathname)).toEqual(['/hiam/user', '/hiam/role']);

    await initLayout();

    expect(global().pendingLocations).toEqual([]);
    expect(global().menuLoad).toBe(true);
    expect(global().tabsIsInit).toBe(true);
    expect(deps.resolveTab.mock.calls.map(([location]) => location.pathname)).toEqual([
      '/hiam/user',
      '/hiam/role',
    ]);
    expect(deps.resolveTab.mock.calls[0][1].map((leaf) => leaf.path)).toEqual([
      '/hiam/user',
      '/hiam/role',
    ]);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, '/hiam/user', '/hiam/role']);
    expect(global().tabs[1]).toMatchObject({ title: 'Users', search: '?page=2', menuId: 2 });
    expect(global().activeTabKey).toBe('/hiam/role');
    expect(global().activeTabMenuId).toBe(3);
    expect(onError).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it('global/initLayout loads the menu for the role and the prompts for the language', async () => {
    const { deps, initLayout, global, modelStore } = setup();
    await initLayout();
    expect(fetchMenuTreeMock).toHaveBeenCalledWith({ lang: 'en_US', roleId: 42 });
    expect(fetchPromptsMock).toHaveBeenCalledWith({
      lang: 'en_US',
      promptKey: ['hzero.common', 'hiam'],
      organizationId: 7,
    });
    expect(deps.prepare).toHaveBeenCalledTimes(1);
    expect(global().language).toBe('en_US');
    expect(global().menu.map((node) => node.title)).toEqual(['IAM']);
    modelStore.destroy();
  });

  it('global/initLayout still loads the menu when the prompts fail', async () => {
    fetchPromptsMock.mockRejectedValue(new Error('prompt service down'));
    const { initLayout, global, onError, modelStore } = setup();
    await initLayout();
    expect(global().menuLoad).toBe(true);
    expect(global().menuLeafNode.map((leaf) => leaf.path)).toEqual(['/hiam/user', '/hiam/role']);
    expect(onError).not.toHaveBeenCalled();
    modelStore.destroy();
  });

  it.each([
    { description: 'a tab-opening location', pathname: '/hiam/user', tabs: ['/hiam/user'] },
    { description: 'a location that opens no tab', pathname: '/public/kickoff', tabs: [] },
  ])('after initialisation, $description is resolved at once', async ({ pathname, tabs }) => {
    const { deps, initLayout, visit, tabKeys, global, modelStore } = setup();
    await initLayout();
    await visit(pathname);
    expect(deps.resolveTab).toHaveBeenCalledTimes(1);
    expect(global().pendingLocations).toEqual([]);
    expect(tabKeys()).toEqual([WORKPLACE_KEY, ...tabs]);
    modelStore.destroy();
  });
});

describe('global model: global/closeTab', () => {
  it.each([
    {
      description: 'the active tab navigates to the previous tab, with its query',
      visits: ['/hiam/user?page=2', '/hiam/role'],
      close: '/hiam/role',
      tabs: [WORKPLACE_KEY, '/hiam/user'],
      navigatedTo: '/hiam/user?page=2',
    },
    {
      description: 'an inactive tab stays on the active tab',
      visits: ['/hiam/user?page=2', '/hiam/role'],
      close: '/hiam/user',
      tabs: [WORKPLACE_KEY, '/hiam/role'],
      navigatedTo: '/hiam/role',
    },
    {
      description: 'the only other tab navigates to the workplace',
      visits: ['/hiam/user'],
      close: '/hiam/user',
      tabs: [WORKPLACE_KEY],
      navigatedTo: '/workplace',
    },
  ])('closing $description', async ({ visits, close, tabs, navigatedTo }) => {
    const { deps, initLayout, visit, closeTab, global, tabKeys, modelStore } = setup();
    await initLayout();
    for (const address of visits) {
      const [pathname, query] = address.split('?');
      await visit(pathname, query ? `?${query}` : '');
    }

    await closeTab(close);

    expect(tabKeys()).toEqual(tabs);
    expect(global().activeTabKey).toBe(navigatedTo.split('?')[0]);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
    expect(deps.navigate).toHaveBeenCalledWith(navigatedTo);
    modelStore.destroy();
  });
});
