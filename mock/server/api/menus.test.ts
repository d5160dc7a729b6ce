// Role-specific menu trees: shape, size, required pages, languages and quickIndex.
import { pinyinInitials } from '../../data/pinyin-initials';
import { seedRoles } from '../../data/roles';
import { callApi, tokenFor, useTestGateway } from '../../testing/test-gateway';
import type { MenuNode } from '../types';
import { menuLeaves } from './menu-tree';

const t = useTestGateway();
const TREE = '/iam/hzero/v1/menus/tree';

async function tree(token: string, query: string): Promise<MenuNode[]> {
  const result = await callApi<MenuNode[]>(
    t.url,
    `${TREE}?labels=HZERO_MENU&unionLabel=true&${query}`,
    { token },
  );
  expect(result.status).toBe(200);
  return result.body;
}

function allNodes(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.subMenus ?? [])]);
}

const zhName = new Map<string, string>();
const visit = (defs: (typeof seedRoles)[number]['menu']): void =>
  defs.forEach((def) => {
    zhName.set(def.code, def.zh);
    visit(def.children ?? []);
  });
seedRoles.forEach((role) => visit(role.menu));

const routes = (nodes: MenuNode[]) => menuLeaves(nodes).map((leaf) => leaf.route);

describe('menu trees per role', () => {
  it('gives the site admin at least 40 leaves across the platform services', async () => {
    const roots = await tree(await tokenFor(t.url, 'admin'), 'roldId=1&lang=zh_CN');
    const leaves = menuLeaves(roots);
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    for (const service of ['hiam', 'hpfm', 'hmsg', 'hfle', 'hmnt', 'hwfl', 'hsdr', 'hrpt']) {
      expect(leaves.some((leaf) => leaf.route?.startsWith(`/${service}/`))).toBe(true);
    }
    expect(routes(roots)).toContain('/hiam/menu');
    const menuConfig = leaves.find((leaf) => leaf.route === '/hiam/menu');
    expect(menuConfig?.name).toBe('菜单配置');
  });

  it.each([
    ['admin', 1],
    ['admin', 2],
    ['alice', 11],
    ['alice', 12],
  ] as const)('gives %s role %i the personal pages', async (username, roleId) => {
    const roots = await tree(await tokenFor(t.url, username), `roldId=${roleId}&lang=en_US`);
    const leaves = menuLeaves(roots);
    const info = leaves.find((leaf) => leaf.route === '/hiam/user/info');
    expect(info).toMatchObject({
      code: 'hzero.user.info',
      icon: 'user',
      name: 'Personal Centre',
      type: 'menu',
    });
    expect(leaves.find((leaf) => leaf.route === '/hiam/user/roles')?.name).toBe('My Roles');
    expect(leaves.find((leaf) => leaf.route === '/hpfm/tenants/mine')?.name).toBe('My Tenants');
    const guide = leaves.find((leaf) => leaf.type === 'inner-link');
    expect(guide).toMatchObject({
      name: 'Developer Guide',
      route: `/link/${encodeURIComponent('/mock-docs/guide.html')}`,
    });
    if (roleId !== 1) {
      expect(leaves.length).toBeGreaterThanOrEqual(10);
      expect(leaves.length).toBeLessThanOrEqual(20);
    }
  });

  it('gives every role a different tree, so a role switch changes the menu', async () => {
    const admin = await tokenFor(t.url, 'admin');
    const alice = await tokenFor(t.url, 'alice');
    const trees = [
      await tree(admin, 'roldId=1'),
      await tree(admin, 'roldId=2'),
      await tree(alice, 'roldId=11'),
      await tree(alice, 'roldId=12'),
    ].map((roots) => JSON.stringify(routes(roots)));
    expect(new Set(trees).size).toBe(4);
  });

  it('defaults to the current role, follows a role switch, and accepts roleId', async () => {
    const alice = await tokenFor(t.url, 'alice');
    const planner = JSON.stringify(await tree(alice, 'roleId=12'));
    expect(JSON.stringify(await tree(alice, ''))).not.toBe(planner);
    await callApi(t.url, '/iam/v1/users/roles?roleId=12', { method: 'PUT', token: alice });
    expect(JSON.stringify(await tree(alice, ''))).toBe(planner);
  });

  it('answers 403 for a role the user does not hold', async () => {
    const alice = await tokenFor(t.url, 'alice');
    for (const query of ['roldId=1', 'roleId=2', 'roldId=999', 'roldId=abc']) {
      const result = await callApi(t.url, `${TREE}?${query}`, { token: alice });
      expect(result.status).toBe(403);
      expect(result.body).toMatchObject({
        failed: true,
        code: 'error.permission.role',
        type: 'error',
      });
    }
  });
});

describe('languages', () => {
  it.each([
    ['lang=zh_CN', '系统管理'],
    ['lang=en_US', 'System Management'],
    ['lang=ja_JP', 'システム管理'],
    ['lang=ja-JP', 'システム管理'],
    ['lang=de_DE', 'Systemverwaltung'],
    ['lang=de-DE', 'Systemverwaltung'],
    ['lang=xx_YY', '系统管理'],
    ['', '系统管理'],
  ])('names the admin menu by %s', async (query, rootName) => {
    const roots = await tree(await tokenFor(t.url, 'admin'), query);
    expect(roots[0].name).toBe(rootName);
  });

  it("uses the user's language when lang is missing", async () => {
    const roots = await tree(await tokenFor(t.url, 'alice'), '');
    expect(roots[0].name).toBe('Property Management');
  });

  it.each([
    ['ja_JP', 'マイページ', 'Clients'],
    ['de-DE', 'Persönlicher Bereich', 'Clients'],
  ])('names translated menus in %s and the others in en_US', async (lang, info, clients) => {
    const nodes = allNodes(await tree(await tokenFor(t.url, 'admin'), `roldId=1&lang=${lang}`));
    expect(nodes.find((node) => node.code === 'hzero.user.info')?.name).toBe(info);
    expect(nodes.find((node) => node.code === 'hzero.system.client')?.name).toBe(clients);
    expect(nodes.every((node) => node.name !== '')).toBe(true);
  });

  it("names the menu in the user's ja_JP when lang is missing", async () => {
    const token = await tokenFor(t.url, 'alice');
    await callApi(t.url, '/iam/hzero/v1/users/default-language?language=ja_JP', {
      method: 'PUT',
      token,
    });
    const roots = await tree(token, '');
    expect(roots[0].name).toBe('不動産管理');
    const leaves = menuLeaves(roots);
    expect(leaves.find((leaf) => leaf.code === 'acme.property.house')?.name).toBe('Houses');
  });
});

describe('node shape', () => {
  it('has HZERO node fields, consistent parents and pinyin quickIndex on every node', async () => {
    const roots = await tree(await tokenFor(t.url, 'admin'), 'lang=en_US');
    expect(roots.every((root) => root.type === 'root' && root.parentId === 0)).toBe(true);
    const nodes = allNodes(roots);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes) {
      expect(node).toMatchObject({
        level: 'site',
        viewCode: node.code,
        _token: expect.any(String),
      });
      expect(typeof node.icon).toBe('string');
      expect(node.quickIndex).toMatch(/^[A-Z0-9]+$/);
      expect(node.quickIndex).toBe(pinyinInitials(zhName.get(node.code) as string));
      if (node.parentId !== 0) expect(node.parentName).toBe(byId.get(node.parentId)?.name);
      if (node.subMenus) expect(node.route).toBeUndefined();
      else expect(node.route).toMatch(/^\//);
    }
  });

  it.each([
    ['系统管理', 'XTGL'],
    ['个人中心', 'GRZX'],
    ['我的角色', 'WDJS'],
    ['我的租户', 'WDZH'],
    ['菜单配置', 'CDPZ'],
    ['银行定义', 'YHDY'],
    ['调度日志', 'DDRZ'],
  ])('computes the initials of %s as %s', (name, initials) => {
    expect(pinyinInitials(name)).toBe(initials);
  });

  it('throws for a character it has no initial for, so gaps in the table show up', () => {
    expect(() => pinyinInitials('龘')).toThrow(/No pinyin initial/);
  });

  it('keeps a menu id the same in every role tree', async () => {
    const admin = await tokenFor(t.url, 'admin');
    const infoIn = async (roleId: number) =>
      menuLeaves(await tree(admin, `roldId=${roleId}`)).find(
        (leaf) => leaf.route === '/hiam/user/info',
      )?.id;
    expect(await infoIn(1)).toBe(await infoIn(2));
  });

  it('serves the inner-link target page', async () => {
    const response = await fetch(`${t.url}/mock-docs/guide.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Developer Guide');
  });
});
