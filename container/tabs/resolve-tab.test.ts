import type { MenuLeaf } from '../menu/menu-tree';
import { parseModuleConfigs } from '../micro/manifest';
import type { Tab } from './tabs';
import { pageKindOf, resolveTab, type ResolveContext } from './resolve-tab';

const { modules } = parseModuleConfigs([
  { name: 'platform', publicUrl: '/packages/platform/', registerRegex: '^/(hiam|hpfm)/' },
]);

const leaves: MenuLeaf[] = [
  {
    id: 21,
    path: '/hiam/user',
    type: 'menu',
    name: 'hzero.iam.user',
    title: 'Users',
    icon: 'user',
  },
  { id: 22, path: '/hpfm/lov', type: 'menu', name: 'hzero.hpfm.lov', title: 'Lookups' },
];

const context: ResolveContext = {
  leaves,
  tabs: [],
  modules,
  workplaceTitle: 'Workplace',
  notFoundTitle: '404',
};

const at = (pathname: string, search = '', state?: unknown) => ({ pathname, search, state });

describe('resolveTab', () => {
  it.each(['/', '/workplace'])('%p opens the workplace tab', (pathname) => {
    expect(resolveTab(at(pathname, '?logout=true'), context)).toEqual({
      key: '/workplace',
      path: '/workplace',
      title: 'Workplace',
      icon: 'home',
      closable: false,
      type: 'menu',
    });
  });

  it.each([
    {
      description: 'a menu leaf path',
      location: at('/hiam/user', '?page=2', { from: 'search' }),
      tab: {
        key: '/hiam/user',
        path: '/hiam/user',
        title: 'Users',
        icon: 'user',
        closable: true,
        search: '?page=2',
        state: { from: 'search' },
        type: 'menu',
        menuId: 21,
      },
    },
    {
      description: 'a page below a menu leaf, keyed by the leaf for the next page of that menu',
      location: at('/hiam/user/detail/7'),
      tab: {
        key: '/hiam/user',
        path: '/hiam/user/detail/7',
        title: 'Users',
        icon: 'user',
        closable: true,
        search: '',
        state: undefined,
        type: 'menu',
        menuId: 21,
      },
    },
    {
      description: 'a module path without a menu leaf',
      location: at('/hiam/role', '?x=1'),
      tab: {
        key: '/hiam/role',
        path: '/hiam/role',
        title: '/hiam/role',
        icon: undefined,
        closable: true,
        search: '?x=1',
        state: undefined,
        type: 'other',
        menuId: undefined,
      },
    },
    {
      description: 'an embedded link',
      location: at(`/link/${encodeURIComponent('https://example.com/a?b=1')}`),
      tab: {
        key: '/link/https%3A%2F%2Fexample.com%2Fa%3Fb%3D1',
        path: '/link/https%3A%2F%2Fexample.com%2Fa%3Fb%3D1',
        title: 'https://example.com/a?b=1',
        icon: undefined,
        closable: true,
        search: '',
        state: undefined,
        type: 'inner-link',
        menuId: undefined,
      },
    },
    {
      description: 'an unknown path',
      location: at('/nowhere/page', '', null),
      tab: {
        key: '/nowhere/page',
        path: '/nowhere/page',
        title: '404',
        icon: undefined,
        closable: true,
        search: '',
        state: undefined,
        type: 'other',
        menuId: undefined,
      },
    },
  ])('opens $description', ({ location, tab }) => {
    expect(resolveTab(location, context)).toEqual(tab);
  });

  it.each([
    '/public/kickoff',
    '/public/self-error',
    '/public/error-message',
    '/exception/500',
    '/exception/404',
    '/pub/approve/1',
    '/pubApprove/detail',
  ])('opens no tab for the public path %p', (pathname) => {
    expect(resolveTab(at(pathname), context)).toBeNull();
  });
});

describe('pageKindOf', () => {
  it.each([
    ['/', 'workplace'],
    ['/workplace', 'workplace'],
    ['/link/https%3A%2F%2Fexample.com', 'link'],
    ['/hiam/user', 'module'],
    ['/hpfm/lov/detail', 'module'],
    ['/hiam', 'not-found'],
    ['/workplace/extra', 'not-found'],
    ['/unknown', 'not-found'],
  ])('%p → %p', (pathname, kind) => {
    expect(pageKindOf(pathname, modules)).toBe(kind);
  });

  it('finds no module page without modules', () => {
    expect(pageKindOf('/hiam/user', [])).toBe('not-found');
  });
});

describe('resolveTab with a malformed link', () => {
  it('titles the tab with the raw link text instead of throwing', () => {
    expect(resolveTab(at('/link/100%'), context)).toMatchObject({
      key: '/link/100%',
      title: '100%',
      type: 'inner-link',
    });
  });
});

describe('resolveTab with open tabs (reuse rule)', () => {
  const openTab = (key: string, extra: Partial<Tab> = {}): Tab => ({
    key,
    path: key,
    title: key,
    closable: true,
    type: 'menu',
    ...extra,
  });
  const usersTab = openTab('/hiam/user', { menuId: 21, title: 'Users' });

  it.each([
    {
      description: 'a page below a menu leaf shows in the open tab of that menu',
      tabs: [usersTab],
      pathname: '/hiam/user/detail/7',
      key: '/hiam/user',
    },
    {
      description: 'a tab of the same leaf under another key is reused too',
      tabs: [openTab('/hiam/user/detail/3', { menuId: 21 })],
      pathname: '/hiam/user/detail/7',
      key: '/hiam/user/detail/3',
    },
    {
      description: 'the tab keyed by the address itself wins over reuse',
      tabs: [usersTab, openTab('/hiam/user/detail/7', { menuId: 21 })],
      pathname: '/hiam/user/detail/7',
      key: '/hiam/user/detail/7',
    },
    {
      description: 'a tab of another menu of the same module is not reused',
      tabs: [openTab('/hpfm/lov', { menuId: 22 })],
      pathname: '/hiam/user/detail/7',
      key: '/hiam/user',
    },
    {
      description: 'a module page no menu knows keeps its own key',
      tabs: [usersTab],
      pathname: '/hiam/role',
      key: '/hiam/role',
    },
  ])('$description', ({ tabs, pathname, key }) => {
    const tab = resolveTab(at(pathname), { ...context, tabs });
    expect(tab).toMatchObject({ key, path: pathname });
  });

  it('titles a reused tab by the menu and carries the new address and query', () => {
    const tab = resolveTab(at('/hiam/user/detail/7', '?tab=roles'), {
      ...context,
      tabs: [usersTab],
    });
    expect(tab).toEqual({
      key: '/hiam/user',
      path: '/hiam/user/detail/7',
      title: 'Users',
      icon: 'user',
      closable: true,
      search: '?tab=roles',
      state: undefined,
      type: 'menu',
      menuId: 21,
    });
  });
});

describe("resolveTab: a module's declared routes", () => {
  const routed: ResolveContext = {
    ...context,
    modules: parseModuleConfigs([
      {
        name: 'messages',
        publicUrl: '/packages/messages/',
        registerRegex: '^/hmsg/',
        routes: [
          { path: '/hmsg/inbox', title: 'hmsg.inbox.title', icon: 'mail', closable: false },
          { path: '/hmsg/notices' },
        ],
      },
      ...[{ name: 'platform', publicUrl: '/packages/platform/', registerRegex: '^/(hiam|hpfm)/' }],
    ]).modules,
    titleOf: (title) => (title === 'hmsg.inbox.title' ? 'Inbox' : title),
  };

  it.each([
    {
      why: 'title (read as text), icon and closable from the route',
      path: '/hmsg/inbox',
      expected: { title: 'Inbox', icon: 'mail', closable: false },
    },
    {
      why: 'a route without them: the address, closable',
      path: '/hmsg/notices',
      expected: { title: '/hmsg/notices', icon: undefined, closable: true },
    },
    {
      why: 'the menu names the page first',
      path: '/hiam/user',
      expected: { title: 'Users', icon: 'user', closable: true },
    },
  ])('$why', ({ path, expected }) => {
    const tab = resolveTab(at(path), routed);
    expect({ title: tab?.title, icon: tab?.icon, closable: tab?.closable }).toEqual(expected);
  });
});
