import type { MenuDto } from '@polaris/core/services/iam/types';
import {
  buildMenuSearchIndex,
  quickIndexRanges,
  searchMenu,
  splitByRanges,
  type MenuMatchKind,
} from './menu-search';
import { collectLeaves, toMenuNodes } from './menu-tree';

let nextId = 1;
function leaf(code: string, name: string, quickIndex: string, route: string): MenuDto {
  nextId += 1;
  return { id: nextId, code, name, quickIndex, route, type: 'menu' };
}
function dir(code: string, name: string, quickIndex: string, subMenus: MenuDto[]): MenuDto {
  nextId += 1;
  return { id: nextId, code, name, quickIndex, type: 'dir', subMenus };
}

const serverTree: MenuDto[] = [
  dir('hzero.personal', '个人设置', 'GRSZ', [
    leaf('hzero.user.info', '个人中心', 'GRZX', '/hiam/user/info'),
    leaf('hzero.user.roles', '我的角色', 'WDJS', '/hiam/user/roles'),
  ]),
  dir('hzero.system', '系统管理', 'XTGL', [
    dir('hzero.system.account', '账户管理', 'ZHGL', [
      leaf('hzero.system.user', '用户管理', 'YHGL', '/hiam/user'),
      leaf('hzero.system.online', '在线用户', 'ZXYH', '/hiam/online-user'),
      leaf('hzero.system.user-group', '用户组管理', 'YHZGL', '/hiam/user-group'),
      leaf('hzero.system.user-x', '用户', 'YH', '/hiam/user-x'),
    ]),
    leaf('hzero.system.api', 'API权限', 'APIQX', '/hiam/api'),
    leaf('hzero.system.report', 'Report Center', 'BBZX', '/hrpt/report'),
    leaf('hzero.system.audit', 'Audit Log', 'SJRZ', '/hmnt/audit'),
  ]),
];

const menu = toMenuNodes(serverTree);
const index = buildMenuSearchIndex(menu);

const titles = (query: string, limit?: number) =>
  searchMenu(index, query, limit).map((result) => result.leaf.title);

describe('buildMenuSearchIndex', () => {
  it('indexes the same leaves as collectLeaves, in menu order', () => {
    expect(index.entries.map((entry) => entry.leaf)).toEqual(collectLeaves(menu));
  });

  it('keeps the ancestor titles of each leaf, root first', () => {
    expect(index.byPath.get('/hiam/online-user')?.parents).toEqual(['系统管理', '账户管理']);
    expect(index.byPath.get('/hiam/user/info')?.parents).toEqual(['个人设置']);
  });

  it('builds an empty index for an empty menu', () => {
    expect(searchMenu(buildMenuSearchIndex([]), 'a')).toEqual([]);
  });
});

describe('searchMenu', () => {
  it.each<[string, string, string[]]>([
    ['pinyin initials find a Chinese title', 'grzx', ['个人中心']],
    ['pinyin initials in upper case', 'GRZX', ['个人中心']],
    ['a pinyin prefix, then a code containing it', 'gr', ['个人中心', '用户组管理']],
    ['a Chinese substring', '中心', ['个人中心']],
    ['mixed case English substring', 'rEpOrT', ['Report Center']],
    ['an English word inside a title', 'log', ['Audit Log']],
    ['the menu code', 'online', ['在线用户']],
    ['a code fragment with dots', 'user.roles', ['我的角色']],
    ['spaces around the query are ignored', '  个人  ', ['个人中心']],
    ['no match', 'zzzz', []],
  ])('%s: %s', (_name, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it.each(['', '   ', '\t'])('returns nothing for the empty query %j', (query) => {
    expect(searchMenu(index, query)).toEqual([]);
  });

  it('ranks exact title > title prefix > quickIndex prefix > title substring > code', () => {
    const results = searchMenu(index, '用户');
    expect(results.map((r) => [r.leaf.title, r.kind])).toEqual([
      ['用户', 'exact'],
      ['用户管理', 'titlePrefix'], // shorter titles first within a rank
      ['用户组管理', 'titlePrefix'],
      ['在线用户', 'title'],
    ]);
    const mixed = searchMenu(index, 'yh').map((r): [string, MenuMatchKind] => [
      r.leaf.title,
      r.kind,
    ]);
    expect(mixed).toEqual([
      ['用户', 'quickIndex'],
      ['用户管理', 'quickIndex'],
      ['用户组管理', 'quickIndex'],
    ]);
    // 'api' is a title prefix of API权限 and inside the code hzero.system.api only
    expect(searchMenu(index, 'api').map((r) => r.kind)).toEqual(['titlePrefix']);
    // 'user' matches codes only (titles are Chinese): code rank, menu order after length
    expect(searchMenu(index, 'user').every((r) => r.kind === 'code')).toBe(true);
  });

  it('prefers a quickIndex prefix over a title substring', () => {
    const tree = toMenuNodes([leaf('a', 'Zx inside', 'ZZ', '/a'), leaf('b', '中心', 'ZX', '/b')]);
    expect(searchMenu(buildMenuSearchIndex(tree), 'zx').map((r) => r.leaf.path)).toEqual([
      '/a', // title prefix
      '/b', // quickIndex prefix
    ]);
    const substring = toMenuNodes([leaf('a', 'Box zx', 'BZ', '/a'), leaf('b', '中心', 'ZX', '/b')]);
    expect(searchMenu(buildMenuSearchIndex(substring), 'zx').map((r) => r.leaf.path)).toEqual([
      '/b',
      '/a',
    ]);
  });

  it('returns at most `limit` results, the best ones', () => {
    expect(titles('用户', 2)).toEqual(['用户', '用户管理']);
    expect(titles('用户', 0)).toEqual([]);
    const many = toMenuNodes(
      Array.from({ length: 50 }, (_, i) => leaf(`m.${i}`, `Page ${i}`, `P${i}`, `/p/${i}`)),
    );
    const big = buildMenuSearchIndex(many);
    expect(searchMenu(big, 'page')).toHaveLength(20);
    expect(searchMenu(big, 'page', 5).map((r) => r.leaf.path)).toEqual([
      '/p/0',
      '/p/1',
      '/p/2',
      '/p/3',
      '/p/4',
    ]);
  });

  it('gives the parent path and highlight ranges', () => {
    const [online] = searchMenu(index, '用户').filter((r) => r.leaf.title === '在线用户');
    expect(online.parents).toEqual(['系统管理', '账户管理']);
    expect(online.titleRanges).toEqual([{ start: 2, end: 4 }]);
    const [center] = searchMenu(index, 'grz');
    expect(center.titleRanges).toEqual([{ start: 0, end: 3 }]);
    const [roles] = searchMenu(index, 'roles');
    expect(roles.kind).toBe('code');
    expect(roles.titleRanges).toEqual([]);
    expect(roles.codeRanges).toEqual([{ start: 11, end: 16 }]);
    // an English title does not line up with its (Chinese) quickIndex: nothing highlighted
    const [report] = searchMenu(index, 'bbz');
    expect(report.leaf.title).toBe('Report Center');
    expect(report.titleRanges).toEqual([]);
  });
});

describe('quickIndexRanges', () => {
  it.each<[string, string, number, Array<[number, number]>]>([
    ['个人中心', 'GRZX', 2, [[0, 2]]],
    ['API权限', 'APIQX', 4, [[0, 4]]],
    [
      '我的 角色',
      'WDJS',
      3,
      [
        [0, 2],
        [3, 4],
      ],
    ],
    ['Report Center', 'BBZX', 2, []],
    ['个人中心', 'GRZ', 2, []],
  ])('%s / %s, %d letters', (title, quick, length, expected) => {
    const ranges = quickIndexRanges(title, quick, length);
    expect(ranges.map((r) => [r.start, r.end])).toEqual(expected);
  });
});

describe('splitByRanges', () => {
  it.each<[string, Array<[number, number]>, Array<[string, boolean]>]>([
    [
      '个人中心',
      [[0, 2]],
      [
        ['个人', true],
        ['中心', false],
      ],
    ],
    [
      '个人中心',
      [[2, 4]],
      [
        ['个人', false],
        ['中心', true],
      ],
    ],
    ['abc', [], [['abc', false]]],
    ['abc', [[0, 3]], [['abc', true]]],
    [
      'abcdef',
      [
        [1, 2],
        [4, 5],
      ],
      [
        ['a', false],
        ['b', true],
        ['cd', false],
        ['e', true],
        ['f', false],
      ],
    ],
    [
      'abc',
      [[2, 9]],
      [
        ['ab', false],
        ['c', true],
      ],
    ],
    ['', [[0, 1]], []],
  ])('%s %j', (text, ranges, expected) => {
    const parts = splitByRanges(
      text,
      ranges.map(([start, end]) => ({ start, end })),
    );
    expect(parts.map((p) => [p.text, p.match])).toEqual(expected);
  });
});
