import type { MenuDto } from '@polaris/core/services/iam/types';
import type { Tab } from '../tabs/tabs';
import { retitleTabs } from './language-switch';

const menu: MenuDto[] = [
  {
    id: 1,
    code: 'root',
    name: 'Personal',
    type: 'root',
    subMenus: [
      { id: 11, code: 'info', name: 'Personal Centre', type: 'menu', route: '/hiam/user/info' },
    ],
  },
];
const tab = (key: string, title: string, menuId?: number): Tab => ({
  key,
  path: key,
  title,
  closable: key !== '/workplace',
  type: menuId ? 'menu' : 'other',
  menuId,
});

describe('retitleTabs', () => {
  it.each([
    ['a menu tab takes the new title', tab('/hiam/user/info', '个人中心', 11), 'Personal Centre'],
    ['a tab without a menu keeps its title', tab('/no/such', '404'), '404'],
    ['a tab whose menu is gone keeps its title', tab('/gone', '旧页面', 99), '旧页面'],
  ])('%s', (_name, input, title) => {
    expect(retitleTabs([input], menu)[0].title).toBe(title);
  });
});
