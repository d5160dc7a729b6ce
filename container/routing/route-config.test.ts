import {
  breadcrumbVisible,
  findLeafForRoute,
  flattenRoutes,
  joinPaths,
  matchRoute,
  matchRoutesToMenu,
  nestedRoutesOf,
  normalizePath,
  pathMatches,
  type MenuMatchLeaf,
  type RouteConfig,
} from './route-config';

describe('joinPaths: parent path plus child path', () => {
  it.each([
    { parent: '/hiam', child: 'user', path: '/hiam/user' },
    { parent: '/hiam', child: '/user', path: '/hiam/user' },
    { parent: '/hiam/', child: '/user', path: '/hiam/user' },
    { parent: '/hiam//', child: '//user//list/', path: '/hiam/user/list' },
    { parent: '/', child: '/user', path: '/user' },
    { parent: '', child: 'user', path: '/user' },
    { parent: '/hiam', child: '', path: '/hiam' },
    { parent: '/', child: '', path: '/' },
    { parent: '/', child: '/', path: '/' },
    { parent: '/hiam', child: ':id', path: '/hiam/:id' },
  ])('$parent + $child → $path', ({ parent, child, path }) => {
    expect(joinPaths(parent, child)).toBe(path);
  });

  it.each([
    { input: '', output: '/' },
    { input: '///', output: '/' },
    { input: 'a//b/', output: '/a/b' },
    { input: '/a/b', output: '/a/b' },
  ])('normalizePath($input) → $output', ({ input, output }) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('pathMatches', () => {
  it.each([
    { pattern: '/hiam/user', exact: true, path: '/hiam/user', matches: true },
    { pattern: '/hiam/user', exact: true, path: '/hiam/user/', matches: true },
    { pattern: '/hiam/user', exact: true, path: '/hiam/user/1', matches: false },
    { pattern: '/hiam/user', exact: false, path: '/hiam/user/1', matches: true },
    { pattern: '/hiam/user', exact: false, path: '/hiam/users', matches: false },
    { pattern: '/hiam/user/:id', exact: true, path: '/hiam/user/42', matches: true },
    { pattern: '/hiam/user/:id', exact: true, path: '/hiam/user/42/edit', matches: false },
    { pattern: '/hiam/user/:id', exact: true, path: '/hiam/user', matches: false },
    { pattern: '/a.b/:x', exact: true, path: '/aXb/1', matches: false },
    { pattern: '/files/*', exact: true, path: '/files/a/b', matches: true },
    { pattern: '/files/*', exact: true, path: '/files', matches: true },
    { pattern: '/', exact: true, path: '/', matches: true },
    { pattern: '/', exact: true, path: '/x', matches: false },
    { pattern: '/', exact: false, path: '/x', matches: true },
  ])('$pattern (exact $exact) on $path → $matches', ({ pattern, exact, path, matches }) => {
    expect(pathMatches(pattern, path, exact)).toBe(matches);
  });
});

const Page = 'Page';
const Other = 'Other';

describe('flattenRoutes', () => {
  it('gives each route its full path, key, defaults and a path pattern', () => {
    const [route] = flattenRoutes([{ path: '/hiam/user', component: Page }]);
    expect(route).toMatchObject({
      path: '/hiam/user',
      key: '/hiam/user',
      authorized: false,
      exact: false,
      type: 'react',
      component: Page,
      children: [],
    });
    // not exact: it answers the paths below it too
    expect(matchRoute([route], '/hiam/user/1')?.route).toBe(route);
  });

  it.each<{ description: string; routes: RouteConfig<string>[]; paths: string[] }>([
    {
      description: 'a route with children and no component is flattened into its children',
      routes: [
        {
          path: '/pub',
          children: [
            { path: '/user-info', component: Page },
            { path: 'a', component: Other },
          ],
        },
      ],
      paths: ['/pub/user-info', '/pub/a'],
    },
    {
      description: 'flattening goes through several levels, slashes collapsed',
      routes: [
        { path: '/a/', children: [{ path: '/b/', children: [{ path: '//c', component: Page }] }] },
      ],
      paths: ['/a/b/c'],
    },
    {
      description: 'a route with children and a component keeps them as nested routes',
      routes: [{ path: '/a', component: Page, children: [{ path: 'b', component: Other }] }],
      paths: ['/a'],
    },
    {
      description: 'a route without children and without a component stays (nothing to flatten)',
      routes: [{ path: '/empty' }],
      paths: ['/empty'],
    },
    {
      description: 'an empty children list is not a reason to flatten',
      routes: [{ path: '/empty', children: [] }],
      paths: ['/empty'],
    },
  ])('$description', ({ routes, paths }) => {
    expect(flattenRoutes(routes).map((route) => route.path)).toEqual(paths);
  });

  it('keeps nested routes of a route with a component with their full paths', () => {
    const [route] = flattenRoutes([
      { path: '/a', component: Page, children: [{ path: '/b/', component: Other }] },
    ]);
    expect(route.children.map((child) => child.path)).toEqual(['/a/b']);
  });

  it.each<{
    description: string;
    parent: Partial<RouteConfig<string>>;
    child: Partial<RouteConfig<string>>;
    expected: object;
  }>([
    {
      description: 'children inherit authorized and type from a flattened parent',
      parent: { authorized: true, type: 'vue' },
      child: {},
      expected: { authorized: true, type: 'vue' },
    },
    {
      description: 'a child keeps its own authorized and type',
      parent: { authorized: true, type: 'vue' },
      child: { authorized: false, type: 'react' },
      expected: { authorized: false, type: 'react' },
    },
    {
      description: 'key, title, icon and exact are carried as they are',
      parent: {},
      child: { key: 'k', title: 'T', icon: 'user', exact: true },
      expected: { key: 'k', title: 'T', icon: 'user', exact: true, authorized: false },
    },
  ])('$description', ({ parent, child, expected }) => {
    const [route] = flattenRoutes([
      { path: '/p', ...parent, children: [{ path: 'c', component: Page, ...child }] },
    ]);
    expect(route).toMatchObject(expected);
  });
});

describe('matchRoute', () => {
  const routes = flattenRoutes([
    { path: '/a', component: Page, children: [{ path: ':id', component: Other, exact: true }] },
    { path: '/b', component: Page, exact: true },
  ]);
  it.each([
    { path: '/a/7', route: '/a/:id', params: ['7'] },
    { path: '/a', route: '/a', params: [] },
    { path: '/a/7/x', route: '/a', params: [] },
    { path: '/b', route: '/b', params: [] },
    { path: '/b/1', route: undefined, params: undefined },
    { path: '//a//', route: '/a', params: [] },
  ])('$path → $route', ({ path, route, params }) => {
    const found = matchRoute(routes, path);
    expect(found?.route.path).toBe(route);
    expect(found?.params).toEqual(params);
  });
});

const leaves: MenuMatchLeaf[] = [
  { id: 1, path: '/hiam/user', name: 'hzero.iam.user', title: 'Users', icon: 'user' },
  { id: 2, path: '/hiam/role/list', name: 'hzero.iam.role', title: 'Roles', helpType: 'NONE' },
  { id: 3, path: '/hwfl/approve/:id', name: 'hzero.wfl.approve', title: 'Approve' },
  { id: 4, path: '/hiam/user/', name: 'duplicate', title: 'Duplicate' },
];

describe('findLeafForRoute', () => {
  it.each([
    { description: 'exact path', route: '/hiam/user', leaf: 1 },
    {
      description: 'exact path, trailing slash and doubled slashes ignored',
      route: '//hiam/user/',
      leaf: 1,
    },
    {
      description: 'a route :param pattern matches a leaf path',
      route: '/hiam/role/:mode',
      leaf: 2,
    },
    {
      description: 'a leaf :param pattern matches the route path',
      route: '/hwfl/approve/42',
      leaf: 3,
    },
    { description: 'same pattern on both sides', route: '/hwfl/approve/:id', leaf: 3 },
    { description: 'no match', route: '/hpfm/lov', leaf: undefined },
    { description: 'a prefix is not a match', route: '/hiam', leaf: undefined },
  ])('$description: $route → $leaf', ({ route, leaf }) => {
    expect(findLeafForRoute(route, leaves)?.id).toBe(leaf);
  });
});

describe('matchRoutesToMenu', () => {
  it.each<{ description: string; route: RouteConfig<string>; expected: object }>([
    {
      description: 'menu name, title, icon, authority (menu code) and breadcrumb shown',
      route: { path: '/hiam/user', component: Page },
      expected: {
        name: 'hzero.iam.user',
        title: 'Users',
        icon: 'user',
        authority: ['hzero.iam.user'],
        breadcrumb: true,
        menuId: 1,
      },
    },
    {
      description: 'help type NONE hides the breadcrumb',
      route: { path: '/hiam/role/:mode', component: Page },
      expected: { title: 'Roles', breadcrumb: false, menuId: 2 },
    },
    {
      description: 'the route own values win over the menu',
      route: {
        path: '/hiam/user',
        component: Page,
        title: 'Own',
        icon: 'own',
        name: 'own.name',
        authority: ['own'],
        breadcrumb: false,
      },
      expected: {
        title: 'Own',
        icon: 'own',
        name: 'own.name',
        authority: ['own'],
        breadcrumb: false,
      },
    },
    {
      description: 'no menu leaf: no name, no authority, breadcrumb shown by default',
      route: { path: '/pub/user-info', component: Page },
      expected: {
        name: undefined,
        title: undefined,
        authority: [],
        breadcrumb: true,
        menuId: undefined,
      },
    },
  ])('$description', ({ route, expected }) => {
    const [matched] = matchRoutesToMenu(flattenRoutes([route]), leaves);
    expect(matched).toMatchObject(expected);
  });

  it('matches nested routes too', () => {
    const routes = flattenRoutes([
      { path: '/hwfl', component: Page, children: [{ path: 'approve/:id', component: Other }] },
    ]);
    const [parent] = matchRoutesToMenu(routes, leaves);
    expect(parent.menuId).toBeUndefined();
    expect(parent.children[0]).toMatchObject({ path: '/hwfl/approve/:id', menuId: 3 });
  });
});

describe('breadcrumbVisible', () => {
  it.each([
    { helpType: undefined, visible: true },
    { helpType: '', visible: true },
    { helpType: 'DOC', visible: true },
    { helpType: 'LINK', visible: true },
    { helpType: 'NONE', visible: false },
    { helpType: 'none', visible: false },
    { helpType: ' Hidden ', visible: false },
    { helpType: 'HIDE', visible: false },
  ])('$helpType → $visible', ({ helpType, visible }) => {
    expect(breadcrumbVisible(helpType)).toBe(visible);
  });
});

describe('nestedRoutesOf', () => {
  const routes = flattenRoutes([
    {
      path: '/pub',
      children: [
        { path: '/user-info', component: Page },
        { path: '/about', component: Other },
      ],
    },
    { path: '/approve', children: [{ path: ':id', component: Page }] },
    {
      path: '/settings',
      component: Page,
      children: [
        { path: ':tab', component: Other },
        { path: 'profile', component: Other },
        { path: 'security', component: Other },
      ],
    },
  ]);

  it.each([
    {
      description: 'a flattened parent: the routes below it, redirect to the first',
      path: '/pub',
      children: ['/pub/user-info', '/pub/about'],
      redirectTo: '/pub/user-info',
      route: undefined,
    },
    {
      description: 'a trailing slash is the same path',
      path: '/pub/',
      children: ['/pub/user-info', '/pub/about'],
      redirectTo: '/pub/user-info',
      route: undefined,
    },
    {
      description: 'only parameter children: no redirect',
      path: '/approve',
      children: ['/approve/:id'],
      redirectTo: undefined,
      route: undefined,
    },
    {
      description: 'a route with nested routes: its children, first one without parameters',
      path: '/settings',
      children: ['/settings/:tab', '/settings/profile', '/settings/security'],
      redirectTo: '/settings/profile',
      route: '/settings',
    },
    {
      description: 'a leaf route: nothing nested',
      path: '/pub/about',
      children: [],
      redirectTo: undefined,
      route: '/pub/about',
    },
    {
      description: 'an unknown path: nothing',
      path: '/nowhere',
      children: [],
      redirectTo: undefined,
      route: undefined,
    },
  ])('$description', ({ path, children, redirectTo, route }) => {
    const nested = nestedRoutesOf(routes, path);
    expect(nested.children.map((child) => child.path)).toEqual(children);
    expect(nested.redirectTo).toBe(redirectTo);
    expect(nested.route?.path).toBe(route);
  });
});
