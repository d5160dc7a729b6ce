import { toMenuNodes } from '../menu/menu-tree';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { breadcrumbFor } from './breadcrumb';

const tree: MenuDto[] = [
  {
    id: 1,
    code: 'hzero.iam',
    name: 'IAM',
    type: 'root',
    subMenus: [
      {
        id: 2,
        code: 'hzero.iam.users',
        name: 'Users',
        type: 'dir',
        parentId: 1,
        subMenus: [
          { id: 3, code: 'hzero.iam.user', name: 'User list', type: 'menu', route: '/hiam/user' },
          {
            id: 4,
            code: 'hzero.iam.hidden',
            name: 'No crumbs',
            type: 'menu',
            route: '/hiam/quiet',
            helpType: 'NONE',
          },
        ],
      },
    ],
  },
  { id: 5, code: 'top', name: 'Top page', type: 'menu', route: '/top' },
];
const menu = toMenuNodes(tree);

describe('breadcrumbFor', () => {
  it.each([
    {
      description: 'a nested menu page: its ancestors then itself',
      menuId: 3,
      titles: ['IAM', 'Users', 'User list'],
    },
    { description: 'a top-level page: itself', menuId: 5, titles: ['Top page'] },
    { description: 'a menu item whose help type hides it', menuId: 4, titles: [] },
    { description: 'not a menu page (the workplace)', menuId: undefined, titles: [] },
    { description: 'an unknown menu id', menuId: 99, titles: [] },
  ])('$description', ({ menuId, titles }) => {
    expect(breadcrumbFor(menu, menuId).map((item) => item.title)).toEqual(titles);
  });

  it('gives the page its path and the directories none', () => {
    expect(breadcrumbFor(menu, 3).map((item) => item.path)).toEqual([
      undefined,
      undefined,
      '/hiam/user',
    ]);
  });
});
