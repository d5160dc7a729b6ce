import { dir, page, root, type MenuDef } from '../../data/menus/define';
import {
  changeMenu,
  createMenu,
  enabledMenus,
  locateMenu,
  type MenuEditError,
  moveMenu,
} from './menu-edit';
import { keepsOwnArrangement, servedMenu } from './menu-served';

const a = page('a', '甲', 'A', 'x', '/a');
const b = page('b', '乙', 'B', 'x', '/b');
const c = page('c', '丙', 'C', 'x', '/c');
const tree: MenuDef[] = [root('r', '根', 'Root', 'x', [dir('d', '目录', 'Dir', 'x', [a, b]), c])];

/** The tree as `code(children)` text. */
const shape = (defs: readonly MenuDef[]): string =>
  defs.map((def) => (def.children ? `${def.code}(${shape(def.children)})` : def.code)).join(' ');
const reason = (edit: () => unknown): string => {
  try {
    edit();
    return 'none';
  } catch (error) {
    return (error as MenuEditError).reason;
  }
};

describe('menu edits', () => {
  it.each([
    ['to the top, first', 'a', null, 0, 'a r(d(b) c)'],
    ['into another directory, last', 'a', 'r', 9, 'r(d(b) c a)'],
    ['within its directory, after its sibling', 'a', 'd', 1, 'r(d(b a) c)'],
    ['a directory with what it holds', 'd', null, 1, 'r(c) d(a b)'],
  ])('moves %s', (_what, code, parent, index, expected) => {
    expect(shape(moveMenu(tree, code, parent, index))).toBe(expected);
    expect(shape(tree)).toBe('r(d(a b) c)'); // the old tree is left as it was
  });

  it.each([
    ['an unknown menu', () => moveMenu(tree, 'z', null, 0), 'unknown'],
    ['into a page', () => moveMenu(tree, 'a', 'c', 0), 'not-a-directory'],
    ['a directory into itself', () => moveMenu(tree, 'r', 'r', 0), 'into-itself'],
    ['a directory into its own directory', () => moveMenu(tree, 'r', 'd', 0), 'into-itself'],
    ['a code twice', () => createMenu(tree, 'd', page('c', 'x', 'x', 'x', '/x')), 'duplicate'],
    [
      'under a page',
      () => createMenu(tree, 'a', page('n', 'x', 'x', 'x', '/x')),
      'not-a-directory',
    ],
  ])('refuses %s', (_what, edit, expected) => {
    expect(reason(edit)).toBe(expected);
  });

  it('creates at the end of a directory and changes fields by code', () => {
    const created = createMenu(tree, 'd', page('n', '新', 'New', 'x', '/n'));
    expect(shape(created)).toBe('r(d(a b n) c)');
    const renamed = changeMenu(created, 'n', { en: 'Renamed', route: '/m' });
    expect(renamed[0].children?.[0].children?.[2]).toMatchObject({ en: 'Renamed', route: '/m' });
  });

  it.each([
    ['a disabled page', 'a', 'r(d(b) c)'],
    ['a disabled directory and what it holds', 'd', 'r(c)'],
    ['a directory left without pages', 'c', 'r(d(a b))'],
  ])('leaves out %s', (_what, code, expected) => {
    expect(shape(enabledMenus(changeMenu(tree, code, { enabled: false })))).toBe(expected);
  });
});

describe('a role’s served menu', () => {
  const catalogue = moveMenu(changeMenu(tree, 'a', { en: 'A2' }), 'c', 'd', 0);
  const follower = [root('r', '根', 'Root', 'x', [dir('d', '目录', 'Dir', 'x', [a]), c])];
  const ownArrangement = [dir('mine', '我的', 'Mine', 'x', [a, c])];

  it.each([
    ['follows the edited catalogue', follower, false, 'r(d(c a))'],
    ['keeps its own arrangement', ownArrangement, true, 'mine(a c)'],
  ])('a role that %s', (_what, menu, own, expected) => {
    const served = servedMenu(menu, own, catalogue);
    expect(shape(served)).toBe(expected);
    expect(locateMenu(served, 'a')?.def.en).toBe('A2');
  });

  it.each([
    ['the filtered catalogue', follower, follower, false],
    ['its own seed arrangement, unchanged', ownArrangement, ownArrangement, true],
    ['changed since the seed', follower, ownArrangement, false],
    ['not a seed role', ownArrangement, undefined, false],
  ])('keeps its arrangement when its menu is %s', (_what, menu, seed, expected) => {
    expect(keepsOwnArrangement(menu, seed, tree)).toBe(expected);
  });
});
