import type { MenuManageDto } from '@polaris/core/services/iam/types';
import { lastPlaceUnder, moveRequest, toTreeItems } from './menu-tree-model';

const menu = (id: number, sort: number, subMenus?: MenuManageDto[]): MenuManageDto => ({
  id,
  name: `m${id}`,
  code: `m.${id}`,
  type: subMenus ? 'dir' : 'menu',
  sort,
  enabledFlag: 1,
  _tls: { name: { zh_CN: '', en_US: '' } },
  subMenus,
});

// 1 (dir) > 11, 12, 13 ; 2 (page)
const menus = [menu(1, 10, [menu(11, 10), menu(12, 20), menu(13, 30)]), menu(2, 20)];

describe('a drop as an update', () => {
  it.each([
    ['first in a directory', 2, { parent: 1, index: 0 }, { id: 2, parentId: 1, sort: 0 }],
    [
      'after the second of a directory',
      2,
      { parent: 1, index: 2 },
      { id: 2, parentId: 1, sort: 21 },
    ],
    ['down among its siblings', 11, { parent: 1, index: 1 }, { id: 11, parentId: 1, sort: 21 }],
    ['up among its siblings', 13, { parent: 1, index: 0 }, { id: 13, parentId: 1, sort: 0 }],
    ['to the top, last', 12, { parent: null, index: 2 }, { id: 12, parentId: 0, sort: 21 }],
  ])('%s', (_what, id, place, expected) => {
    expect(moveRequest(menus, id, place)).toEqual(expected);
  });

  it('makes directories the groups a menu may be dropped into', () => {
    const [dir, page] = toTreeItems(menus);
    expect([dir.group, page.group]).toEqual([true, false]);
    expect(dir.children?.map((item) => item.key)).toEqual([11, 12, 13]);
  });
});

describe('"Move to…": the place after the last menu of the chosen parent', () => {
  it.each([
    ['into a directory', 2, 1, { parent: 1, index: 3 }],
    ['within its own directory (itself not counted)', 12, 1, { parent: 1, index: 2 }],
    ['to the top level', 11, null, { parent: null, index: 2 }],
    ['a parent not found: an empty place', 2, 99, { parent: 99, index: 0 }],
  ])('%s', (_what, id, parent, expected) => {
    expect(lastPlaceUnder(menus, id, parent)).toEqual(expected);
  });

  it('lands the menu last there', () => {
    expect(moveRequest(menus, 2, lastPlaceUnder(menus, 2, 1))).toEqual({
      id: 2,
      parentId: 1,
      sort: 31,
    });
  });
});
