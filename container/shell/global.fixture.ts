/**
 * A store holding only the global model, for its unit tests: fake navigation, an in-memory
 * session storage, a fake unload target, and its own tab events and before-remove hooks. The
 * test files mock the menu and prompt services.
 */
import { createModelStore, type ModelAction } from '@polaris/core/core/model';
import { findLeafForPath, type MenuLeaf } from '../menu/menu-tree';
import { userModel } from '@polaris/core/models/user';
import { makeCurrentUser } from '@polaris/core/services/iam/current-user.fixture';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { createBeforeRemoveRegistry } from '../tabs/before-remove';
import { tabKeyForAddress } from '../tabs/location-tab';
import { createMemoryStorage } from '../tabs/memory-storage.fixture';
import { createTabEvents, type TabEvent } from '../tabs/tab-events';
import type { Tab } from '../tabs/tabs';
import {
  createGlobalModel,
  type GlobalModelDependencies,
  type GlobalState,
  type LocationInfo,
} from './global-model';
import type { EarlyLayout } from './early-layout';

export const menu: MenuDto[] = [
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

export const ROLE_ID = 42;

export const user = makeCurrentUser({
  language: 'en_US',
  tenantId: 7,
  tenantName: 'Tenant 7',
  tenantNum: 'T7',
  organizationId: 7,
  currentRoleId: ROLE_ID,
  currentRoleCode: 'admin',
  currentRoleLevel: 'organization',
});

/**
 * Opens a tab per path, titled by the menu leaf when there is one, with the reuse rule of
 * location-tab; '/public/...' opens none.
 */
export function fakeResolveTab(
  location: LocationInfo,
  leaves: MenuLeaf[],
  tabs: Tab[],
): Tab | null {
  if (location.pathname.startsWith('/public/')) return null;
  const leaf = findLeafForPath(leaves, location.pathname);
  return {
    key: tabKeyForAddress(tabs, location.pathname, leaf),
    path: location.pathname,
    title: leaf?.title ?? location.pathname,
    closable: true,
    search: location.search,
    state: location.state as Tab['state'],
    type: leaf ? 'menu' : 'other',
    menuId: leaf?.id,
  };
}

interface AppState {
  [namespace: string]: unknown;
  global: GlobalState;
}

export type SetupOptions = Partial<Pick<GlobalModelDependencies, 'notSaveTabsInfo'>> & {
  storage?: ReturnType<typeof createMemoryStorage>;
  inFrame?: boolean;
  /** The user model beside it, holding `user` (what the language switch reads). */
  withUser?: boolean;
};

export function setup(options: SetupOptions = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const unloadTarget = new EventTarget();
  const tabEvents = createTabEvents();
  const events: TabEvent[] = [];
  tabEvents.on((event) => events.push(event));
  const hooks = createBeforeRemoveRegistry();
  const deps = {
    resolveTab: jest.fn(fakeResolveTab),
    navigate: jest.fn<void, [string]>(),
    promptKeys: jest.fn(() => ['hzero.common', 'hiam']),
    prepare: jest.fn(() => Promise.resolve()),
    rememberScope: jest.fn(),
    notSaveTabsInfo: options.notSaveTabsInfo,
    tabSessionStorage: storage,
    isInFrame: () => options.inFrame ?? false,
    unloadTarget,
    tabEvents,
    beforeRemove: hooks,
  } satisfies GlobalModelDependencies;
  const onError = jest.fn();
  const models = [createGlobalModel(deps), ...(options.withUser ? [userModel] : [])];
  const modelStore = createModelStore<AppState>({ models, onError });
  if (options.withUser) modelStore.dispatch({ type: 'user/saveCurrentUser', payload: user });
  const global = () => modelStore.getState().global;
  const run = <R = unknown>(type: string, payload?: unknown) => {
    const action: ModelAction = { type: `global/${type}`, payload };
    return modelStore.dispatchEffect<R>(action);
  };
  const visit = (address: string, state?: unknown) => {
    const [pathname, query] = address.split('?');
    return run('locationChanged', { pathname, search: query ? `?${query}` : '', state });
  };
  const initLayout = (early?: EarlyLayout) => run('initLayout', { user, early });
  const closeTab = (key: string) => run('closeTab', key);
  const tabKeys = () => global().tabs.map((tab) => tab.key);
  const unload = () => unloadTarget.dispatchEvent(new Event('pagehide'));
  return {
    deps,
    storage,
    unloadTarget,
    events,
    hooks,
    onError,
    modelStore,
    global,
    run,
    visit,
    initLayout,
    closeTab,
    tabKeys,
    unload,
  };
}
