// Menu names per language: zh_CN and en_US in full, ja_JP and de_DE in part with en_US fallback.
import type { MenuDef } from '../../data/menus/define';
import { seedRoles } from '../../data/roles';
import type { MenuNode, PartialLanguage } from '../types';
import { buildMenuTree, partialMenuNames } from './menu-tree';

function allDefs(defs: MenuDef[]): MenuDef[] {
  return defs.flatMap((def) => [def, ...allDefs(def.children ?? [])]);
}

function allNodes(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.subMenus ?? [])]);
}

const defsByCode = new Map(seedRoles.flatMap((role) => allDefs(role.menu)).map((d) => [d.code, d]));

const roleTrees = (lang: PartialLanguage) =>
  seedRoles.map((role) => [role.code, buildMenuTree(role.menu, lang, role.level)] as const);

describe.each([
  // lang, translated code, its translation, untranslated code, its en_US name
  ['ja_JP', 'hzero.user.info', 'マイページ', 'hzero.system.client', 'Clients'],
  ['ja_JP', 'hzero.system', 'システム管理', 'acme.property.house', 'Houses'],
  ['ja_JP', 'globex.production.plan', '生産計画', 'globex.production.bom', 'Bills of Materials'],
  ['de_DE', 'hzero.user.info', 'Persönlicher Bereich', 'hzero.system.client', 'Clients'],
  ['de_DE', 'hzero.system', 'Systemverwaltung', 'acme.property.house', 'Houses'],
  ['de_DE', 'hzero.org.value-list', 'Wertelisten', 'hzero.org.code-rule', 'Code Rules'],
] as const)('%s menu names', (lang, translated, translation, untranslated, english) => {
  const nodes = roleTrees(lang).flatMap(([, roots]) => allNodes(roots));
  const named = (code: string) => nodes.filter((node) => node.code === code);

  it(`names ${translated} ${translation}`, () => {
    expect(named(translated).length).toBeGreaterThan(0);
    for (const node of named(translated)) expect(node.name).toBe(translation);
  });

  it(`names the untranslated ${untranslated} exactly by its en_US name`, () => {
    expect(Object.hasOwn(partialMenuNames[lang], untranslated)).toBe(false);
    expect(defsByCode.get(untranslated)?.en).toBe(english);
    expect(named(untranslated).length).toBeGreaterThan(0);
    for (const node of named(untranslated)) expect(node.name).toBe(english);
  });
});

describe.each(['ja_JP', 'de_DE'] as const)('%s in every seed role tree', (lang) => {
  it.each(roleTrees(lang))('role %s: translation or en_US, never blank', (_role, roots) => {
    const nodes = allNodes(roots);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes) {
      const def = defsByCode.get(node.code) as MenuDef;
      expect(node.name.trim()).not.toBe('');
      expect(node.name).toBe(partialMenuNames[lang][node.code] ?? def.en);
      if (node.parentId !== 0) expect(node.parentName).toBe(byId.get(node.parentId)?.name);
    }
  });

  it('translates only part of the menus, so the en_US fallback is in use', () => {
    const translated = Object.keys(partialMenuNames[lang]).length;
    expect(translated).toBeGreaterThanOrEqual(30);
    expect(translated).toBeLessThan(defsByCode.size);
  });

  it('has only codes of seed role menus and no blank names', () => {
    for (const [code, name] of Object.entries(partialMenuNames[lang])) {
      expect([code, defsByCode.has(code)]).toEqual([code, true]);
      expect([code, name.trim()]).not.toEqual([code, '']);
    }
  });
});

describe('zh_CN and en_US', () => {
  it.each([
    ['zh_CN', 'zh'],
    ['en_US', 'en'],
  ] as const)('%s names every node of every role from its %s name', (lang, key) => {
    for (const role of seedRoles) {
      for (const node of allNodes(buildMenuTree(role.menu, lang, role.level))) {
        expect(node.name).toBe(defsByCode.get(node.code)?.[key]);
      }
    }
  });
});
