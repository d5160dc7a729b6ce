// Menu Configuration's endpoints: the site catalogue edited, and every role's next menu load.
import { useTestGateway } from '../../testing/test-gateway';
import { callerAs, type Caller } from '../roles/role-test-kit';
import { menuId } from './menu-tree';

const t = useTestGateway();
const MENUS = '/iam/hzero/v1/menus';
const MENU_PAGE = menuId('hzero.system.menu');
const PERMISSIONS_DIR = menuId('hzero.system.permission');
const ACCOUNTS_DIR = menuId('hzero.system.account');

interface Node {
  id: number;
  code: string;
  name: string;
  route?: string;
  enabledFlag?: number;
  subMenus?: Node[];
}
const find = (nodes: Node[], code: string): Node | undefined => {
  for (const node of nodes) {
    if (node.code === code) return node;
    const inner = find(node.subMenus ?? [], code);
    if (inner) return inner;
  }
  return undefined;
};
const childCodes = (nodes: Node[], code: string): string[] =>
  (find(nodes, code)?.subMenus ?? []).map((node) => node.code);
const shellMenu = async (as: Caller): Promise<Node[]> =>
  (await as(`${MENUS}/tree?lang=en_US`)).body;

describe('menu configuration', () => {
  it('lists the site catalogue with each menu enabled and its names in both languages', async () => {
    const admin = await callerAs(t, 'admin');
    const tree = (await admin(`${MENUS}/manage-tree?lang=en_US`)).body as Node[];
    expect(find(tree, 'hzero.system.menu')).toMatchObject({
      id: MENU_PAGE,
      name: 'Menu Configuration',
      route: '/hiam/menu',
      enabledFlag: 1,
      _tls: { name: { zh_CN: '菜单配置', en_US: 'Menu Configuration' } },
    });
  });

  it('renames a page; the shell menu of the next load shows the new name and route', async () => {
    const admin = await callerAs(t, 'admin');
    const saved = await admin(`${MENUS}/update?lang=en_US`, 'PUT', {
      id: MENU_PAGE,
      _tls: { name: { zh_CN: '菜单库', en_US: 'Menus' } },
      route: '/hiam/menu',
    });
    // a character the initials table lacks (库) is left out of the quick index
    expect(saved.body).toMatchObject({
      name: 'Menus',
      quickIndex: 'CD',
      parentId: PERMISSIONS_DIR,
    });
    expect(find(await shellMenu(admin), 'hzero.system.menu')?.name).toBe('Menus');
  });

  it('disables a menu: gone from the shell menu, still listed (disabled) here; enabled again', async () => {
    const admin = await callerAs(t, 'admin');
    await admin(`${MENUS}/disable?menuId=${ACCOUNTS_DIR}`, 'PUT');
    expect(find(await shellMenu(admin), 'hzero.system.user')).toBeUndefined();
    const tree = (await admin(`${MENUS}/manage-tree`)).body as Node[];
    expect(find(tree, 'hzero.system.account')?.enabledFlag).toBe(0);
    await admin(`${MENUS}/enable?menuId=${ACCOUNTS_DIR}`, 'PUT');
    expect(find(await shellMenu(admin), 'hzero.system.user')).toBeDefined();
  });

  it('moves a page into another directory at a place among its children', async () => {
    const admin = await callerAs(t, 'admin');
    // before Users (sort 10) in Accounts
    await admin(`${MENUS}/update`, 'PUT', { id: MENU_PAGE, parentId: ACCOUNTS_DIR, sort: 5 });
    const shell = await shellMenu(admin);
    expect(childCodes(shell, 'hzero.system.account').slice(0, 2)).toEqual([
      'hzero.system.menu',
      'hzero.system.user',
    ]);
    expect(childCodes(shell, 'hzero.system.permission')).not.toContain('hzero.system.menu');
    const intoPage = await admin(`${MENUS}/update?lang=en_US`, 'PUT', {
      id: PERMISSIONS_DIR,
      parentId: menuId('hzero.system.role'),
    });
    expect(intoPage.body.message).toBe('parentId hzero.system.role is not a directory');
    const intoItself = await admin(`${MENUS}/update?lang=en_US`, 'PUT', {
      id: ACCOUNTS_DIR,
      parentId: MENU_PAGE,
    });
    expect(intoItself.body.message).toBe(
      'parentId may not be hzero.system.account itself or one of its own menus',
    );
  });

  it('creates a directory and a page in it: the creating role has the page on its next load', async () => {
    const admin = await callerAs(t, 'admin');
    const dir = await admin(`${MENUS}/create`, 'POST', {
      code: 'acme.reports',
      type: 'dir',
      parentId: 0,
      _tls: { name: { zh_CN: '报表', en_US: 'Reports' } },
    });
    expect(dir.body).toMatchObject({ code: 'acme.reports', parentId: 0, enabledFlag: 1 });
    const page = await admin(`${MENUS}/create?lang=en_US`, 'POST', {
      code: 'acme.reports.daily',
      type: 'menu',
      parentId: dir.body.id,
      route: '/hpfm/currency',
      _tls: { name: { zh_CN: '日报', en_US: 'Daily report' } },
    });
    expect(page.body).toMatchObject({ name: 'Daily report', parentId: dir.body.id });
    expect(find(await shellMenu(admin), 'acme.reports')?.subMenus).toEqual([
      expect.objectContaining({ code: 'acme.reports.daily', route: '/hpfm/currency' }),
    ]);
  });

  it('names the field at fault and keeps the catalogue as it was', async () => {
    const admin = await callerAs(t, 'admin');
    const say = async (body: object) =>
      (await admin(`${MENUS}/create?lang=en_US`, 'POST', body)).body.message;
    const base = { type: 'menu', parentId: 0, name: 'X', route: '/x' };
    expect(await say({ ...base, code: 'Bad Code' })).toMatch(/^code must be lower-case/);
    expect(await say({ ...base, code: 'hzero.system.menu' })).toBe(
      'code hzero.system.menu already exists',
    );
    expect(await say({ ...base, code: 'x.y', route: '' })).toBe('route is required');
    expect(await say({ ...base, code: 'x.y', route: 'x' })).toBe('route must start with /');
    expect(await say({ ...base, code: 'x.y', name: ' ' })).toBe('name.zh_CN must not be empty');
    const tree = (await admin(`${MENUS}/manage-tree`)).body as Node[];
    expect(find(tree, 'x.y')).toBeUndefined();
  });

  it('refuses an organisation role (403), and organisation menus are untouched', async () => {
    const tenantAdmin = await callerAs(t, 'admin', 2);
    const refused = await tenantAdmin(`${MENUS}/disable?menuId=${ACCOUNTS_DIR}`, 'PUT');
    expect(refused.status).toBe(403);
    const admin = await callerAs(t, 'admin');
    await admin(`${MENUS}/disable?menuId=${menuId('hzero.user.info')}`, 'PUT');
    expect(find(await shellMenu(admin), 'hzero.user.info')).toBeUndefined();
    const tenantMenu = (await admin(`${MENUS}/tree?lang=en_US&roldId=2`)).body as Node[];
    expect(find(tenantMenu, 'hzero.user.info')).toBeDefined();
  });
});
