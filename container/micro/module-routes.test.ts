import { parseModuleConfigs, type ModuleConfig } from './manifest';
import { componentsInLoadOrder, parseModuleRoutes, resolveModuleRoute } from './module-routes';

describe('componentsInLoadOrder', () => {
  it.each([
    { raw: undefined, expected: [] },
    { raw: 'a', expected: [] },
    { raw: ['a', 'b'], expected: ['a', 'b'] },
    {
      raw: [
        { name: 'page', order: 3 },
        { name: 'model', order: 1 },
        { name: 'service', order: 2 },
      ],
      expected: ['model', 'service', 'page'],
    },
    { raw: ['late', { name: 'early', order: 0 }], expected: ['early', 'late'] },
    {
      raw: [
        { name: 'b', order: 1 },
        { name: 'a', order: 1 },
      ],
      expected: ['b', 'a'],
    },
    { raw: [null, { order: 1 }, { name: '  ' }, 'ok'], expected: ['ok'] },
  ])('$raw → $expected', ({ raw, expected }) => {
    expect(componentsInLoadOrder(raw)).toEqual(expected);
  });
});

describe('parseModuleRoutes', () => {
  it('reads a route with every field', () => {
    expect(
      parseModuleRoutes(
        [
          {
            path: '/hmsg/inbox',
            name: 'inbox',
            title: 'Inbox',
            icon: 'mail',
            authority: ['hmsg.inbox'],
            closable: false,
            exact: true,
            priority: 7,
            type: 'vue',
            components: [{ name: 'list', order: 2 }, 'model'],
          },
        ],
        'messages',
      ),
    ).toEqual({
      routes: [
        {
          path: '/hmsg/inbox',
          name: 'inbox',
          title: 'Inbox',
          icon: 'mail',
          authority: ['hmsg.inbox'],
          closable: false,
          exact: true,
          priority: 7,
          type: 'vue',
          components: ['list', 'model'],
        },
      ],
      errors: [],
    });
  });

  it('fills the defaults: closable, not exact, react, no authority', () => {
    expect(parseModuleRoutes([{ path: '/a', authority: 'code.a' }], 'm').routes).toEqual([
      {
        path: '/a',
        name: undefined,
        title: undefined,
        icon: undefined,
        authority: ['code.a'],
        closable: true,
        exact: false,
        priority: undefined,
        type: 'react',
        components: [],
      },
    ]);
  });

  it.each([
    { raw: 'x', errors: ['module m: routes must be a list'] },
    { raw: [{ path: 'no-slash' }], errors: ['module m: route #1 needs a path starting with /'] },
    { raw: [{ path: '/ok' }, null], errors: ['module m: route #2 needs a path starting with /'] },
  ])('reports $raw', ({ raw, errors }) => {
    expect(parseModuleRoutes(raw, 'm').errors).toEqual(errors);
  });

  it('reports bad routes through the manifest and keeps the module', () => {
    const parsed = parseModuleConfigs([
      { name: 'm', publicUrl: '/m/', registerRegex: '^/m', routes: [{ path: 'x' }] },
    ]);
    expect(parsed.errors).toEqual(['module m: route #1 needs a path starting with /']);
    expect(parsed.modules.map((module) => module.name)).toEqual(['m']);
  });
});

describe('resolveModuleRoute', () => {
  const module = (
    name: string,
    priority: number,
    registerRegex: string,
    routes: unknown[] = [],
  ): ModuleConfig =>
    parseModuleConfigs([{ name, publicUrl: `/${name}/`, registerRegex, priority, routes }])
      .modules[0];

  const modules = [
    module('platform', 10, '^/(hiam|hpfm)(/|$)'),
    module('pricing', 20, '^/never$', [{ path: '/hpfm/currency', title: 'Prices' }]),
    module('old-pricing', 5, '^/never$', [{ path: '/hpfm/currency' }]),
    module('boosted', 1, '^/never$', [{ path: '/hiam/role', priority: 50 }]),
    module('reports', 3, '^/never$', [
      { path: '/hrpt/report', exact: true },
      { path: '/hrpt/detail/:id' },
    ]),
  ];

  it.each([
    { path: '/hpfm/currency', owner: 'pricing', why: 'two routes: the higher module priority' },
    { path: '/hpfm/currency/edit', owner: 'pricing', why: 'a route that is not exact' },
    { path: '/hiam/role', owner: 'boosted', why: "the route's own priority beats the pattern's" },
    { path: '/hiam/user', owner: 'platform', why: 'no route: the pattern' },
    { path: '/hrpt/report', owner: 'reports', why: 'an exact route' },
    { path: '/hrpt/report/1', owner: undefined, why: 'below an exact route' },
    { path: '/hrpt/detail/42', owner: 'reports', why: 'a route with a parameter' },
    { path: '/hmsg/inbox', owner: undefined, why: 'nothing answers' },
  ])('$path → $owner ($why)', ({ path, owner }) => {
    expect(resolveModuleRoute(modules, path)?.module.name).toBe(owner);
  });

  it('names the declared route that answered', () => {
    expect(resolveModuleRoute(modules, '/hpfm/currency')?.route?.title).toBe('Prices');
    expect(resolveModuleRoute(modules, '/hiam/user')?.route).toBeUndefined();
  });

  it('lets a higher pattern beat a lower declared route', () => {
    const mixed = [
      module('low-route', 1, '^/never$', [{ path: '/hiam/user' }]),
      module('platform', 10, '^/hiam/'),
    ];
    expect(resolveModuleRoute(mixed, '/hiam/user')?.module.name).toBe('platform');
  });

  it('gives a declared route a tie with a pattern, whatever the order', () => {
    const tied = [module('pattern', 4, '^/x'), module('route', 4, '^/never$', [{ path: '/x' }])];
    expect(resolveModuleRoute(tied, '/x')?.module.name).toBe('route');
    expect(resolveModuleRoute([...tied].reverse(), '/x')?.module.name).toBe('route');
  });

  it('gives the first listed module a tie, in any order of the others', () => {
    const tied = [
      module('first', 1, '^/never$', [{ path: '/x' }]),
      module('second', 1, '^/never$', [{ path: '/x' }]),
    ];
    expect(resolveModuleRoute(tied, '/x')?.module.name).toBe('first');
    expect(resolveModuleRoute([...modules].reverse(), '/hpfm/currency')?.module.name).toBe(
      'pricing',
    );
  });
});
