import { menuEntryTitle } from './menu-entry';

const leaves = [
  { path: '/hiam/role', title: 'Roles' },
  { path: '/hpfm/gantt/', title: 'Gantt Charts' },
  { path: '/wuye/project', title: 'Projects' },
];

describe('menuEntryTitle: an address that is a menu entry itself', () => {
  it.each([
    ['the entry', '/hiam/role', 'Roles'],
    ['the entry with a trailing slash', '/hiam/role/', 'Roles'],
    ['an entry written with a trailing slash', '/hpfm/gantt', 'Gantt Charts'],
    ['a page below an entry is not the entry', '/wuye/project/7', undefined],
    ['an address no entry has', '/hiam/nothing', undefined],
    ['a longer name sharing the start', '/hiam/roles', undefined],
    ['the root', '/', undefined],
  ])('%s: %s → %s', (_label, path, title) => {
    expect(menuEntryTitle(leaves, path)).toBe(title);
  });
});
