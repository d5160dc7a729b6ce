import type { MenuDto } from '@polaris/core/services/iam/types';
import {
  ancestorIds,
  collectLeaves,
  findLeafForPath,
  menuCodes,
  toMenuNodes,
  type MenuLeaf,
} from './menu-tree';

function dto(id: number, extra: Partial<MenuDto> = {}): MenuDto {
  return { id, code: `code.${id}`, name: `Menu ${id}`, type: 'menu', ...extra };
}

/**
 * 1 IAM (sort 2)          10 Platform (sort 1)
 *   ├ 3 Users  /hiam/user     └ 11 Lookups /hpfm/lov
 *   ├ 2 Roles  /hiam/role
 *   └ 4 Settings (dir, no route)
 *       └ 5 Password policy /hiam/password-policy
 */
const serverTree: MenuDto[] = [
  dto(1, {
    type: 'root',
    sort: 2,
    name: 'IAM',
    code: 'hzero.iam',
    subMenus: [
      dto(3, { sort: 1, route: '/hiam/user', name: 'Users', code: 'hzero.iam.user', parentId: 1 }),
      dto(2, { sort: 0, route: '/hiam/role', name: 'Roles', code: 'hzero.iam.role', parentId: 1 }),
      dto(4, {
        type: 'dir',
        sort: 5,
        parentId: 1,
        subMenus: [dto(5, { route: '/hiam/password-policy', parentId: 4, icon: 'lock' })],
      }),
    ],
  }),
  dto(10, {
    type: 'root',
    sort: 1,
    name: 'Platform',
    subMenus: [dto(11, { route: '/hpfm/lov', parentId: 10, quickIndex: 'LOV' })],
  }),
];

describe('toMenuNodes', () => {
  const nodes = toMenuNodes(serverTree);

  it('orders every level by sort', () => {
    expect(nodes.map((n) => n.id)).toEqual([10, 1]);
    expect(nodes[1].children?.map((n) => n.id)).toEqual([2, 3, 4]);
  });

  it('treats a missing sort as 0', () => {
    const sorted = toMenuNodes([dto(1, { sort: 1 }), dto(2), dto(3, { sort: -1 })]);
    expect(sorted.map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('maps name = code, title = name, path = route and keeps the server item', () => {
    const roles = nodes[1].children?.[0];
    expect(roles).toEqual({
      id: 2,
      parentId: 1,
      name: 'hzero.iam.role',
      title: 'Roles',
      icon: undefined,
      path: '/hiam/role',
      quickIndex: undefined,
      type: 'menu',
      helpType: undefined,
      helpValue: undefined,
      menuItem: serverTree[0].subMenus?.[1],
      children: undefined,
    });
  });

  it.each([
    { description: 'no sub-menus', item: dto(1), children: undefined },
    { description: 'an empty sub-menu list', item: dto(1, { subMenus: [] }), children: undefined },
    { description: 'an empty route', item: dto(1, { route: '' }), children: undefined },
  ])('a node with $description has no children and no empty path', ({ item, children }) => {
    const [node] = toMenuNodes([item]);
    expect(node.children).toBe(children);
    expect(node.path).toBeUndefined();
  });

  it('does not reorder the array it was given', () => {
    const items = [dto(1, { sort: 2 }), dto(2, { sort: 1 })];
    toMenuNodes(items);
    expect(items.map((i) => i.id)).toEqual([1, 2]);
  });
});

describe('menuCodes', () => {
  it('lists every code of the menu, directories too: what the menu grants', () => {
    expect(menuCodes(toMenuNodes(serverTree)).sort()).toEqual([
      'code.10',
      'code.11',
      'code.4',
      'code.5',
      'hzero.iam',
      'hzero.iam.role',
      'hzero.iam.user',
    ]);
  });
});

describe('collectLeaves', () => {
  it('lists the leaves with a route, depth first, in menu order', () => {
    const leaves = collectLeaves(toMenuNodes(serverTree));
    expect(leaves.map((leaf) => [leaf.id, leaf.path])).toEqual([
      [11, '/hpfm/lov'],
      [2, '/hiam/role'],
      [3, '/hiam/user'],
      [5, '/hiam/password-policy'],
    ]);
  });

  it('copies the fields a tab needs', () => {
    const leaves = collectLeaves(toMenuNodes(serverTree));
    expect(leaves[0]).toEqual({
      id: 11,
      path: '/hpfm/lov',
      type: 'menu',
      name: 'code.11',
      title: 'Menu 11',
      icon: undefined,
      quickIndex: 'LOV',
    });
    expect(leaves[3].icon).toBe('lock');
  });

  it.each([
    { description: 'a leaf without a route', items: [dto(1)] },
    {
      description: 'a directory whose only child has no route',
      items: [dto(1, { subMenus: [dto(2)] })],
    },
    { description: 'no menu at all', items: [] },
  ])('skips $description', ({ items }) => {
    expect(collectLeaves(toMenuNodes(items))).toEqual([]);
  });
});

describe('findLeafForPath', () => {
  const leaf = (id: number, path: string): MenuLeaf => ({
    id,
    path,
    type: 'menu',
    name: `code.${id}`,
    title: `Menu ${id}`,
  });
  const leaves = [
    leaf(1, '/hiam'),
    leaf(2, '/hiam/user'),
    leaf(3, '/hiam/user/detail'),
    leaf(4, '/hiam/user/detail/'),
    leaf(5, '/hpfm/lov'),
  ];

  it.each([
    { pathname: '/hiam/user', id: 2, why: 'exact match' },
    { pathname: '/hiam', id: 1, why: 'exact match' },
    { pathname: '/hiam/user/detail', id: 3, why: 'exact match wins over shorter prefixes' },
    { pathname: '/hiam/user/detail/', id: 4, why: 'exact match wins over a longer prefix' },
    { pathname: '/hiam/user/edit/7', id: 2, why: 'longest prefix' },
    { pathname: '/hiam/user/detail/7', id: 3, why: 'longest prefix' },
    { pathname: '/hiam/role', id: 1, why: 'shorter prefix when no longer one fits' },
    { pathname: '/hiam/username', id: 1, why: "'/hiam/user' must not match '/hiam/username'" },
    { pathname: '/hpfm/lovs', id: undefined, why: 'no segment boundary' },
    { pathname: '/hpfm', id: undefined, why: 'a parent of a leaf is not that leaf' },
    { pathname: '/other', id: undefined, why: 'nothing matches' },
  ])('$pathname → $id ($why)', ({ pathname, id }) => {
    expect(findLeafForPath(leaves, pathname)?.id).toBe(id);
  });

  it('finds the longest prefix whatever the order of the leaves', () => {
    expect(findLeafForPath([...leaves].reverse(), '/hiam/user/edit/7')?.id).toBe(2);
  });
});

describe('ancestorIds', () => {
  const nodes = toMenuNodes(serverTree);

  it.each([
    { id: 5, expected: [1, 4] },
    { id: 3, expected: [1] },
    { id: 11, expected: [10] },
    { id: 1, expected: [] },
    { id: 99, expected: null },
  ])('node $id → $expected', ({ id, expected }) => {
    expect(ancestorIds(nodes, id)).toEqual(expected);
  });
});
