/** The tenant calls through the real client against the gateway, signed in as admin (site level). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { fetchSelfTenants } from '@polaris/core/services/iam/tenants';
import { fetchLovData, lovDataRows } from '@polaris/core/services/platform/lov';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchTenants } from './fetch-tenants';
import { saveTenant } from './save-tenant';

const api = serviceContract('admin');

const NEW = { tenantNum: 'INITECH', tenantName: 'Initech', limitUserQty: 50 };

describe('tenants', () => {
  it('list: GET /tenants with the filters and paging; the tenants every answer names', async () => {
    const page = await fetchTenants({ tenantName: 'Acme', page: 0, size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/tenants',
      query: { tenantName: 'Acme', page: '0', size: '5' },
    });
    expect(page.content).toEqual([
      {
        tenantId: 1,
        tenantNum: 'ACME',
        tenantName: 'Acme Property',
        enabledFlag: 1,
        limitUserQty: null,
        userCount: 2,
        contactName: null,
        contactEmail: null,
        creationDate: '2026-01-05 09:00:00',
        objectVersionNumber: 1,
      },
    ]);
    expect((await fetchTenants({})).content.map((row) => row.tenantNum)).toEqual([
      'HZERO',
      'ACME',
      'GLOBEX',
    ]);
  });

  it('create: POST /tenants; a number in use or not capitals and a bad email are refused, naming the field', async () => {
    const saved = await saveTenant(NEW);
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/tenants', body: NEW });
    expect(saved).toMatchObject({ ...NEW, tenantId: 3, enabledFlag: 1, objectVersionNumber: 1 });
    await expect(saveTenant({ ...NEW, tenantNum: 'ACME' })).rejects.toMatchObject({
      code: 'error.data_exists',
    });
    await expect(saveTenant({ ...NEW, tenantNum: 'ini tech' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(
      saveTenant({ ...NEW, tenantNum: 'X1', contactEmail: 'nobody' }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '租户 ACME 已存在',
      'tenantNum 只能是大写字母、数字、_ 和 -',
      'contactEmail 不是邮箱地址',
    ]);
  });

  it('update: PUT at the version read; stale, a limit below its users and disabling the platform refused', async () => {
    const saved = await saveTenant({ tenantId: 2, objectVersionNumber: 1, contactName: 'Ann' });
    expect(saved).toMatchObject({
      tenantNum: 'GLOBEX',
      contactName: 'Ann',
      objectVersionNumber: 2,
    });
    await expect(
      saveTenant({ tenantId: 2, objectVersionNumber: 1, tenantName: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    await expect(
      saveTenant({ tenantId: 1, objectVersionNumber: 1, limitUserQty: 1 }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(
      saveTenant({ tenantId: 0, objectVersionNumber: 1, enabledFlag: 0 }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
  });

  it('the tenant lookup offers the enabled tenants as saved here', async () => {
    await saveTenant(NEW);
    await saveTenant({ tenantId: 2, objectVersionNumber: 1, enabledFlag: 0 });
    const rows = lovDataRows(await fetchLovData<{ tenantNum: string }>('HPFM.TENANT'));
    expect(rows.map((row) => row.tenantNum)).toEqual(['HZERO', 'ACME', 'INITECH']);
  });

  it('a disabled tenant is one its users can no longer pick (header list, switch)', async () => {
    await saveTenant({ tenantId: 2, objectVersionNumber: 1, enabledFlag: 0 });
    await api.signIn('alice');
    expect((await fetchSelfTenants()).map((row) => row.tenantNum)).toEqual(['ACME']);
    await api.signIn('admin');
    await saveTenant({ tenantId: 2, objectVersionNumber: 2, enabledFlag: 1 });
    await api.signIn('alice');
    expect((await fetchSelfTenants()).map((row) => row.tenantNum)).toEqual(['ACME', 'GLOBEX']);
  });

  it('by an organisation role: refused (403), reading too, nothing saved', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    await expect(fetchTenants({})).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
    await expect(saveTenant(NEW)).rejects.toMatchObject({ status: 403 });
    expect(api.gateway.state.accounts.tenants.byNum('INITECH')).toBeUndefined();
  });
});
