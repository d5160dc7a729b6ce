// A page's permission sets in Menu Configuration: listed with their state, switched off for every
// role at once (the page's control is refused to admin too), and on again.
import { useTestGateway } from '../../testing/test-gateway';
import { callerAs } from '../roles/role-test-kit';
import { permissionSetId } from '../roles/permission-tree';
import { menuId } from './menu-tree';

const t = useTestGateway();
const MENUS = '/iam/hzero/v1/menus';
const CREATE = 'hpfm.currency.button.create';
const check = (code: string) => [`${MENUS}/check-permissions`, 'POST', [code]] as const;

describe('a page’s permission sets', () => {
  it('lists the codes under Currencies, each with its name in the caller’s language, all on', async () => {
    const admin = await callerAs(t, 'admin');
    const sets = await admin(
      `${MENUS}/${menuId('hzero.platform.currency')}/permission-set?lang=en_US`,
    );
    expect(sets.body).toEqual([
      { id: permissionSetId(CREATE), code: CREATE, name: 'Create', enabledFlag: 1 },
      expect.objectContaining({ code: 'hpfm.currency.button.edit', enabledFlag: 1 }),
      expect.objectContaining({ code: 'hpfm.currency.button.delete', enabledFlag: 1 }),
    ]);
    // a directory holds no sets
    expect((await admin(`${MENUS}/${menuId('hzero.system.account')}/permission-set`)).body).toEqual(
      [],
    );
  });

  it('a set switched off is granted to nobody and its action refused; on again, it is back', async () => {
    const admin = await callerAs(t, 'admin');
    const off = await admin(`${MENUS}/permission-set/disable`, 'PUT', {
      id: permissionSetId(CREATE),
    });
    expect(off.body).toMatchObject({ code: CREATE, enabledFlag: 0 });
    expect((await admin(...check(CREATE))).body).toEqual([
      expect.objectContaining({ code: CREATE, approve: false }),
    ]);
    const refused = await admin('/hpfm/v1/currencys', 'POST', {
      currencyCode: 'XAU',
      currencyName: 'Gold',
    });
    expect(refused.status).toBe(403);

    await admin(`${MENUS}/permission-set/enable`, 'PUT', { id: permissionSetId(CREATE) });
    expect((await admin(...check(CREATE))).body).toEqual([
      expect.objectContaining({ code: CREATE, approve: true }),
    ]);
  });

  it('names an unknown set as not found, and is refused to an organisation role', async () => {
    const admin = await callerAs(t, 'admin');
    const unknown = await admin(`${MENUS}/permission-set/disable?lang=en_US`, 'PUT', { id: 1 });
    expect(unknown.body).toMatchObject({
      failed: true,
      code: 'error.record.not_found',
      message: 'Permission set 1 does not exist',
    });
    const alice = await callerAs(t, 'alice');
    const refused = await alice(`${MENUS}/permission-set/disable`, 'PUT', {
      id: permissionSetId(CREATE),
    });
    expect(refused.status).toBe(403);
  });
});
