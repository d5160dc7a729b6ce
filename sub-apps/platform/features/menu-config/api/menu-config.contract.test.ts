/** The Menu Configuration calls through the real client against the gateway, signed in as admin. */
import type { MenuManageDto } from '@polaris/core/services/iam/types';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createMenu } from './create-menu';
import { fetchManageTree } from './fetch-manage-tree';
import { setMenuEnabled } from './set-menu-enabled';
import { updateMenu } from './update-menu';

const api = serviceContract('admin');

function nodeOf(nodes: MenuManageDto[], code: string): MenuManageDto {
  const all = (list: MenuManageDto[]): MenuManageDto[] =>
    list.flatMap((node) => [node, ...all(node.subMenus ?? [])]);
  const found = all(nodes).find((node) => node.code === code);
  if (!found) throw new Error(`No menu ${code}`);
  return found;
}

describe('menu configuration', () => {
  it('tree: GET /menus/manage-tree in a language, each menu with both names and its state', async () => {
    const tree = await fetchManageTree('en_US');
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/iam/hzero/v1/menus/manage-tree',
      query: { lang: 'en_US' },
    });
    expect(nodeOf(tree, 'hzero.system.label')).toMatchObject({
      name: 'Labels',
      enabledFlag: 1,
      _tls: { name: { zh_CN: '标签管理', en_US: 'Labels' } },
    });
  });

  it('create, update (a move), disable and enable: the menu as saved each time', async () => {
    const tree = await fetchManageTree('en_US');
    const account = nodeOf(tree, 'hzero.system.account');
    api.gateway.state.calls.reset();
    const names = { zh_CN: '报表', en_US: 'Reports' };
    const created = await createMenu({
      code: 'acme.report',
      type: 'menu',
      parentId: account.id,
      route: '/hpfm/currency',
      name: 'Reports',
      _tls: { name: names },
    });
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/iam/hzero/v1/menus/create' });
    expect(created).toMatchObject({ code: 'acme.report', parentId: account.id, enabledFlag: 1 });

    api.gateway.state.calls.reset();
    const moved = await updateMenu({ id: created.id, parentId: account.id, sort: 0 });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/iam/hzero/v1/menus/update',
      query: {},
      body: { id: created.id, parentId: account.id, sort: 0 },
    });
    expect(moved.sort).toBe(10);

    api.gateway.state.calls.reset();
    expect(await setMenuEnabled(created.id, false)).toMatchObject({ enabledFlag: 0 });
    expect(api.onlySent()).toMatchObject({
      path: '/iam/hzero/v1/menus/disable',
      query: { menuId: String(created.id) },
    });
    expect(await setMenuEnabled(created.id, true)).toMatchObject({ enabledFlag: 1 });
  });

  it('a field at fault: a failure naming it, nothing saved', async () => {
    await expect(
      createMenu({
        code: 'Bad',
        type: 'dir',
        parentId: 0,
        name: 'x',
        _tls: { name: { zh_CN: 'x', en_US: 'x' } },
      }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.param.invalid' });
    const tree = await fetchManageTree('en_US');
    expect(() => nodeOf(tree, 'Bad')).toThrow('No menu Bad');
  });
});
