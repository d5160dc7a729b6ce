import {
  filterAssets,
  findModuleForPath,
  moduleEntry,
  moduleStamp,
  normalizePublicUrl,
  parseModuleConfigs,
  type ModuleConfig,
} from './manifest';

describe('normalizePublicUrl', () => {
  it.each([
    ['/packages/hiam/', '/packages/hiam/'],
    ['/packages/hiam', '/packages/hiam/'],
    ['packages/hiam', '/packages/hiam/'],
    ['  /packages/hiam  ', '/packages/hiam/'],
    ['https://cdn.example.com/hiam', 'https://cdn.example.com/hiam/'],
    ['http://cdn.example.com/hiam/', 'http://cdn.example.com/hiam/'],
    ['HTTPS://CDN.example.com/x', 'HTTPS://CDN.example.com/x/'],
    ['//cdn.example.com/hiam', '//cdn.example.com/hiam/'],
    ['/', '/'],
  ])('%p → %p', (input, expected) => {
    expect(normalizePublicUrl(input)).toBe(expected);
  });
});

describe('filterAssets', () => {
  const list = [
    'umi.js',
    'umi.css',
    'chunk.js?v=3',
    'theme.css?hash=abc.js',
    'vendor.JS',
    'data.json',
    'app.jsx',
    'script.js.map',
    'image.png?x=.js',
    42,
    null,
  ];

  it.each([
    { extension: 'js' as const, expected: ['umi.js', 'chunk.js?v=3', 'vendor.JS'] },
    { extension: 'css' as const, expected: ['umi.css', 'theme.css?hash=abc.js'] },
  ])('keeps only .$extension files, ignoring query strings', ({ extension, expected }) => {
    expect(filterAssets(list, extension)).toEqual(expected);
  });

  it.each([undefined, null, 'umi.js', { js: ['umi.js'] }])('returns [] for %p', (input) => {
    expect(filterAssets(input, 'js')).toEqual([]);
  });
});

const validEntry = {
  name: 'hiam',
  publicUrl: 'packages/hiam',
  version: '1.2.0',
  commitHash: 'abc123',
  priority: 5,
  indexAssets: { js: ['umi.js', 'readme.md'], css: ['umi.css'] },
  customizeAssets: { js: ['custom.js?t=1'], css: [] },
  registerRegex: '^/hiam',
  initLoad: true,
  promptKeys: ['hiam.user', 7, 'hiam.role'],
};

describe('parseModuleConfigs', () => {
  it('reads a valid entry, normalising its public URL and assets', () => {
    expect(parseModuleConfigs([validEntry])).toEqual({
      modules: [
        {
          name: 'hiam',
          publicUrl: '/packages/hiam/',
          version: '1.2.0',
          commitHash: 'abc123',
          priority: 5,
          indexAssets: { js: ['umi.js'], css: ['umi.css'] },
          customizeAssets: { js: ['custom.js?t=1'], css: [] },
          registerRegex: '^/hiam',
          initLoad: true,
          promptKeys: ['hiam.user', 'hiam.role'],
          routes: [],
        },
      ],
      errors: [],
    });
  });

  it('fills defaults for the optional fields', () => {
    const { modules, errors } = parseModuleConfigs([
      {
        name: 'hpfm',
        publicUrl: '/hpfm/',
        registerRegex: '^/hpfm',
        priority: '9',
        initLoad: 'yes',
      },
    ]);
    expect(errors).toEqual([]);
    expect(modules).toEqual([
      {
        name: 'hpfm',
        publicUrl: '/hpfm/',
        version: undefined,
        commitHash: undefined,
        priority: 0,
        indexAssets: { js: [], css: [] },
        customizeAssets: { js: [], css: [] },
        registerRegex: '^/hpfm',
        initLoad: false,
        promptKeys: [],
        routes: [],
      },
    ]);
  });

  it.each([
    {
      problem: 'a missing name',
      entry: { ...validEntry, name: undefined },
      error: 'module #1: name is required',
    },
    {
      problem: 'a name that is not a string',
      entry: { ...validEntry, name: 12 },
      error: 'module #1: name is required',
    },
    {
      problem: 'a null entry',
      entry: null,
      error: 'module #1: name is required',
    },
    {
      problem: 'a missing publicUrl',
      entry: { ...validEntry, publicUrl: undefined },
      error: 'module hiam: publicUrl is required',
    },
    {
      problem: 'an empty publicUrl',
      entry: { ...validEntry, publicUrl: '' },
      error: 'module hiam: publicUrl is required',
    },
    {
      problem: 'a missing registerRegex',
      entry: { ...validEntry, registerRegex: undefined },
      error: 'module hiam: registerRegex must be a valid regular expression',
    },
    {
      problem: 'an invalid registerRegex',
      entry: { ...validEntry, registerRegex: '^/hiam(' },
      error: 'module hiam: registerRegex must be a valid regular expression',
    },
  ])('reports $problem and skips that entry only', ({ entry, error }) => {
    const good = { ...validEntry, name: 'good' };
    const { modules, errors } = parseModuleConfigs([good, entry]);
    expect(errors).toEqual([error]);
    expect(modules.map((m) => m.name)).toEqual(['good']);
  });

  it('reports every bad entry', () => {
    const { modules, errors } = parseModuleConfigs([{}, { name: 'x' }, validEntry]);
    expect(errors).toEqual(['module #0: name is required', 'module x: publicUrl is required']);
    expect(modules.map((m) => m.name)).toEqual(['hiam']);
  });

  it.each([undefined, null, {}, 'hiam', { modules: [validEntry] }])(
    'refuses %p that is not an array',
    (input) => {
      expect(parseModuleConfigs(input)).toEqual({
        modules: [],
        errors: ['module config must be an array'],
      });
    },
  );

  it('accepts an empty array', () => {
    expect(parseModuleConfigs([])).toEqual({ modules: [], errors: [] });
  });
});

describe('findModuleForPath', () => {
  function module(name: string, registerRegex: string, priority: number): ModuleConfig {
    const [parsed] = parseModuleConfigs([
      { name, publicUrl: `/${name}/`, registerRegex, priority },
    ]).modules;
    return parsed;
  }

  const modules = [
    module('platform', '^/(hiam|hpfm)', 0),
    module('iam-new', '^/hiam/', 10),
    module('iam-old', '^/hiam/user', 5),
    module('reports', '^/hrpt', 1),
  ];

  it.each([
    { pathname: '/hiam/user', expected: 'iam-new', why: 'highest priority among three matches' },
    { pathname: '/hiam', expected: 'platform', why: 'the only match' },
    { pathname: '/hpfm/lov', expected: 'platform', why: 'the only match' },
    { pathname: '/hrpt/report/1', expected: 'reports', why: 'the only match' },
    { pathname: '/hmsg/message', expected: undefined, why: 'no match' },
  ])('$pathname → $expected ($why)', ({ pathname, expected }) => {
    expect(findModuleForPath(modules, pathname)?.name).toBe(expected);
  });

  it('keeps the first module when priorities are equal', () => {
    const tied = [module('first', '^/x', 3), module('second', '^/x', 3)];
    expect(findModuleForPath(tied, '/x/1')?.name).toBe('first');
  });

  it('finds the highest priority whatever the order', () => {
    expect(findModuleForPath([...modules].reverse(), '/hiam/user')?.name).toBe('iam-new');
  });
});

describe('moduleStamp and moduleEntry', () => {
  const base = parseModuleConfigs([validEntry]).modules[0];
  const changed = (patch: Partial<ModuleConfig>) => moduleStamp({ ...base, ...patch });

  it.each([
    ['a new version', { version: '1.2.1' }],
    ['a new commit', { commitHash: 'def456' }],
    ['new first scripts', { indexAssets: { js: ['umi.2.js'], css: ['umi.css'] } }],
    ['new first styles', { indexAssets: { js: ['umi.js'], css: ['umi.2.css'] } }],
  ])('changes with %s', (_, patch) => {
    expect(changed(patch)).not.toBe(moduleStamp(base));
  });

  it.each([
    ['the priority', { priority: 99 }],
    ['the pattern', { registerRegex: '^/other' }],
    ['the prompt keys', { promptKeys: [] }],
  ])('stays the same when only %s changes', (_, patch) => {
    expect(changed(patch)).toBe(moduleStamp(base));
  });

  it('is short and fit for an address', () => {
    expect(moduleStamp(base)).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it.each([
    ['/packages/hiam/', `/packages/hiam/?v=${moduleStamp(base)}`],
    ['/packages/hiam/?tenant=1', `/packages/hiam/?tenant=1&v=${moduleStamp(base)}`],
  ])('loads %p from %p', (publicUrl, entry) => {
    expect(moduleEntry({ ...base, publicUrl })).toBe(entry);
  });
});
