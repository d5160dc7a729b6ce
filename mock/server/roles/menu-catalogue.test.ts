// The menu catalogue and a role's menu as the catalogue filtered by its assigned pages.
import { dir, page, root, type MenuDef } from '../../data/menus/define';
import {
  filterMenus,
  menuCatalogue,
  menuCodesOf,
  menuLeavesOf,
  mergeMenus,
} from './menu-catalogue';

const a = page('a', 'A', 'A', 'x', '/a');
const b = page('b', 'B', 'B', 'x', '/b');
const c = page('c', 'C', 'C', 'x', '/c');
const tree: MenuDef[] = [root('r', 'R', 'R', 'x', [dir('d', 'D', 'D', 'x', [a, b]), c])];

const shape = (defs: MenuDef[]): unknown =>
  defs.map((def) => (def.children ? { [def.code]: shape(def.children) } : def.code));

describe('filterMenus', () => {
  it.each([
    [[], []],
    [['a'], [{ r: [{ d: ['a'] }] }]],
    [['c'], [{ r: ['c'] }]],
    [['a', 'c'], [{ r: [{ d: ['a'] }, 'c'] }]],
    [['a', 'b', 'c'], [{ r: [{ d: ['a', 'b'] }, 'c'] }]],
    // an assigned directory without an assigned page does not show
    [['d', 'r'], []],
    [['unknown'], []],
  ])('assigned %j shows %j', (codes, expected) => {
    expect(shape(filterMenus(tree, new Set(codes)))).toEqual(expected);
  });

  it('keeps the catalogue order whatever the order of assignment', () => {
    expect(menuLeavesOf(filterMenus(tree, new Set(['c', 'b', 'a']))).map((p) => p.code)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('mergeMenus', () => {
  it('merges directories of one code, keeps a page once and drops a directory left empty', () => {
    const other: MenuDef[] = [
      root('r', 'R', 'R', 'x', [dir('d', 'D', 'D', 'x', [b, page('e', 'E', 'E', 'x', '/e')])]),
      root('only-a', 'O', 'O', 'x', [a]),
    ];
    expect(shape(mergeMenus([tree, other]))).toEqual([{ r: [{ d: ['a', 'b', 'e'] }, 'c'] }]);
  });
});

describe('menuCatalogue', () => {
  it('offers a site role the platform administrator’s menus', () => {
    const codes = menuCodesOf(menuCatalogue('site', 0));
    expect(codes).toEqual(expect.arrayContaining(['hzero.system.role', 'hzero.scheduler.job']));
    expect(codes).not.toContain('acme.property.house');
  });

  it.each([
    [1, 'acme.property.house', 'globex.production.plan'],
    [2, 'globex.production.plan', 'acme.property.house'],
  ])('offers tenant %i the preset organisation menus and its own', (tenantId, own, other) => {
    const codes = menuCodesOf(menuCatalogue('organization', tenantId));
    expect(codes).toEqual(expect.arrayContaining(['hzero.org.role', 'hzero.user.info', own]));
    expect(codes).not.toContain(other);
    expect(codes).not.toContain('hzero.system.role');
    // every page once
    const pages = menuLeavesOf(menuCatalogue('organization', tenantId)).map((p) => p.code);
    expect(new Set(pages).size).toBe(pages.length);
  });
});
