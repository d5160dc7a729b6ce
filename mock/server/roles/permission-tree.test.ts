// The permission-set tree of a role and what an assignment of its node ids names.
import { dir, page, root, type MenuDef } from '../../data/menus/define';
import { menuId } from '../api/menu-tree';
import { menuCatalogue } from './menu-catalogue';
import {
  menusOfSet,
  permissionSetId,
  permissionSetName,
  permissionTree,
  resolveIds,
} from './permission-tree';

const currency = page('hzero.platform.currency', '币种定义', 'Currencies', 'x', '/hpfm/currency');
const bank = page('hzero.platform.bank', '银行定义', 'Banks', 'x', '/hpfm/bank');
const catalogue: MenuDef[] = [
  root('hzero.platform', '平台管理', 'Platform', 'x', [
    dir('hzero.platform.master', '基础数据', 'Master Data', 'x', [currency, bank]),
  ]),
];
const EDIT = 'hpfm.currency.button.edit';

describe('permission sets', () => {
  it.each([
    [EDIT, ['hzero.platform.currency']],
    ['acme.property.house.button.delete', ['acme.property.house']],
    ['hmsg.notice.button.publish', ['hzero.message.notice', 'hzero.org.message.notice']],
  ])('%s hangs under %j', (code, menus) => {
    expect(menusOfSet(code)).toEqual(menus);
  });

  it('names a set by its action in the caller’s language', () => {
    expect(permissionSetName(EDIT, 'en_US')).toBe('Edit');
    expect(permissionSetName(EDIT, 'zh_CN')).toBe('编辑');
  });
});

describe('permissionTree', () => {
  it('checks assigned pages and granted sets; a directory is Y, P or N from its children', () => {
    const none = permissionTree(catalogue, new Set(), new Set(), 'en_US');
    expect(none[0]).toMatchObject({ code: 'hzero.platform', checkedFlag: 'N', type: 'root' });
    const some = permissionTree(
      catalogue,
      new Set(['hzero.platform.currency']),
      new Set(),
      'en_US',
    );
    const master = some[0].subMenus?.[0];
    expect(master?.checkedFlag).toBe('P');
    expect(master?.subMenus?.[0]).toMatchObject({
      id: menuId('hzero.platform.currency'),
      name: 'Currencies',
      checkedFlag: 'Y',
      subMenus: [
        { code: 'hpfm.currency.button.create', type: 'ps', checkedFlag: 'N' },
        { id: permissionSetId(EDIT), code: EDIT, type: 'ps', checkedFlag: 'N' },
        { code: 'hpfm.currency.button.delete', type: 'ps', checkedFlag: 'N' },
      ],
    });
    const all = permissionTree(
      catalogue,
      new Set(['hzero.platform.currency', 'hzero.platform.bank']),
      new Set(['hpfm.currency.button.create', EDIT, 'hpfm.currency.button.delete']),
      'zh_CN',
    );
    expect(all[0]).toMatchObject({ checkedFlag: 'Y', name: '平台管理' });
  });
});

describe('resolveIds', () => {
  it('reads a directory as its pages, a set as its code, and reports ids not offered', () => {
    const site = menuCatalogue('site', 0);
    expect(
      resolveIds(site, [menuId('hzero.platform.master'), permissionSetId(EDIT), 1, 99999]),
    ).toEqual({
      pages: expect.arrayContaining(['hzero.platform.currency', 'hzero.platform.bank']),
      sets: [EDIT],
      unknown: [1, 99999],
    });
    // a set of a page the catalogue does not have is not offered
    const org = menuCatalogue('organization', 1);
    expect(resolveIds(org, [permissionSetId(EDIT)]).unknown).toEqual([permissionSetId(EDIT)]);
  });
});
