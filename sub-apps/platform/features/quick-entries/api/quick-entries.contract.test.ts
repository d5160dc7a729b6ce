/**
 * The Quick Entries page's calls through the real client against the mock gateway, signed in as
 * admin (site level): a page added to a role's entries is on the workplace card of a user in that
 * role (alice, Property Manager), a removed one is not; an organisation's role may not change them.
 */
import { clearRequestCache, request } from '@polaris/core/request/client';
import type { QuickEntryDto } from '@polaris/core/services/platform/types';
import { v1 } from '@polaris/core/services/shared';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createQuickEntry } from './create-quick-entry';
import { deleteQuickEntry } from './delete-quick-entry';
import { fetchQuickEntries } from './fetch-quick-entries';
import { fetchQuickEntryRoles } from './fetch-quick-entry-roles';

const api = serviceContract('admin');
const PROPERTY_MANAGER = 11;

/** The titles alice's workplace card lists (she works as Property Manager at ACME, in English). */
async function aliceCard(): Promise<string[]> {
  await api.signIn('alice');
  clearRequestCache();
  // what the workplace card asks (container/workplace/quick-entries.ts)
  const card = await request<QuickEntryDto[]>(v1('platform', 'auto', 'quick-entry/map-list'));
  const titles = card.map((entry) => entry.title);
  await api.signIn('admin');
  return titles;
}

describe('quick entries', () => {
  it('list: GET /hpfm/v1/quick-entries, a role’s entries in the card’s order', async () => {
    const page = await fetchQuickEntries({ roleName: '物业' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/quick-entries',
      query: { roleName: '物业' },
    });
    expect(page.content.map((row) => [row.roleName, row.title, row.orderSeq])).toEqual([
      ['物业经理', '房屋档案', 10],
      ['物业经理', '账单查询', 20],
      ['物业经理', '报修工单', 30],
      ['物业经理', '个人中心', 40],
    ]);
    expect(page.content[0]).toMatchObject({
      roleId: PROPERTY_MANAGER,
      tenantName: 'Acme Property',
      menuCode: 'acme.property.house',
      route: '/wuye/house',
    });
  });

  it('roles: each role with the pages of its menu', async () => {
    const roles = await fetchQuickEntryRoles();
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/quick-entries/roles',
      query: {},
    });
    const manager = roles.find((role) => role.roleId === PROPERTY_MANAGER);
    expect(manager?.roleName).toBe('物业经理');
    expect(manager?.pages).toContainEqual({ code: 'acme.property.owner', title: '业主档案' });
  });

  it('add and remove: the role’s workplace card follows', async () => {
    expect(await aliceCard()).toEqual(['Houses', 'Bills', 'Repair Orders', 'Personal Centre']);
    const added = await createQuickEntry({
      roleId: PROPERTY_MANAGER,
      menuCode: 'acme.property.owner',
    });
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hpfm/v1/quick-entries',
      query: {},
      body: { roleId: PROPERTY_MANAGER, menuCode: 'acme.property.owner' },
    });
    expect(added).toMatchObject({ title: '业主档案', orderSeq: 50, objectVersionNumber: 1 });
    const bills = (await fetchQuickEntries({ title: '账单' })).content[0];
    await deleteQuickEntry(bills);
    expect(await aliceCard()).toEqual(['Houses', 'Repair Orders', 'Personal Centre', 'Owners']);
  });

  it('refuses a page twice, a page not in the role’s menu, and an organisation’s role', async () => {
    await expect(
      createQuickEntry({ roleId: PROPERTY_MANAGER, menuCode: 'acme.property.house' }),
    ).rejects.toMatchObject({ code: 'error.data_exists' });
    await expect(
      createQuickEntry({ roleId: PROPERTY_MANAGER, menuCode: 'hzero.system.role' }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices.at(-1)?.description).toContain('menuCode');
    await api.signIn('alice');
    await expect(fetchQuickEntries()).rejects.toMatchObject({
      code: 'error.permission.site_level',
    });
  });
});
