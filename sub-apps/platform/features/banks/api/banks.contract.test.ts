/** The bank calls through the real client against the gateway, signed in as admin (site level). */
import { setLanguage } from '@polaris/core/i18n/intl';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createBank } from './create-bank';
import { deleteBank } from './delete-bank';
import { fetchBanks } from './fetch-banks';
import { updateBank } from './update-bank';

const api = serviceContract('admin');

const NEW = { bankCode: 'WEBANK', bankName: '微众银行', bankShortName: '微众', enabledFlag: 1 };

describe('banks', () => {
  it('list: GET /banks with the filters and paging; the name searched in the short name too', async () => {
    const page = await fetchBanks({ bankName: '建设', page: 0, size: 5 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/banks',
      query: { bankName: '建设', page: '0', size: '5' },
    });
    expect(page).toMatchObject({ totalElements: 1 });
    expect(page.content[0]).toEqual({
      bankId: 2,
      bankCode: 'CCB',
      bankName: '中国建设银行',
      bankShortName: '建设银行',
      enabledFlag: 1,
      objectVersionNumber: 1,
    });
    expect((await fetchBanks({ enabledFlag: 0 })).content.map((b) => b.bankCode)).toEqual(['PSBC']);
  });

  it('create: POST /banks; the list shows it; a code in use or not capitals is refused, naming it', async () => {
    const saved = await createBank(NEW);
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/banks', body: NEW });
    expect(saved).toMatchObject({ ...NEW, objectVersionNumber: 1 });
    expect((await fetchBanks({ bankCode: 'WEBANK' })).content).toEqual([saved]);
    await expect(createBank({ ...NEW, bankCode: 'ICBC' })).rejects.toMatchObject({
      code: 'error.data_exists',
    });
    await expect(createBank({ ...NEW, bankCode: 'we bank' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(createBank({ ...NEW, bankName: ' ' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '银行 ICBC 已存在',
      'bankCode 只能是大写字母、数字、_ 和 -',
      'bankName 不能为空',
    ]);
  });

  it('update: PUT the changed fields at the version read; a stale version is refused', async () => {
    const [icbc] = (await fetchBanks({ bankCode: 'ICBC' })).content;
    api.gateway.state.calls.reset();
    const saved = await updateBank({ bankId: 1, objectVersionNumber: 1, enabledFlag: 0 });
    expect(api.onlySent()).toMatchObject({
      method: 'PUT',
      body: { bankId: 1, objectVersionNumber: 1, enabledFlag: 0 },
    });
    expect(saved).toEqual({ ...icbc, enabledFlag: 0, objectVersionNumber: 2 });
    await expect(
      updateBank({ bankId: 1, objectVersionNumber: 1, bankName: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
  });

  it('delete: DELETE with the id and version; the list no longer shows it', async () => {
    const [cmb] = (await fetchBanks({ bankCode: 'CMB' })).content;
    api.gateway.state.calls.reset();
    await deleteBank(cmb);
    expect(api.onlySent()).toMatchObject({
      method: 'DELETE',
      path: '/hpfm/v1/banks',
      body: { bankId: cmb.bankId, objectVersionNumber: 1 },
    });
    expect((await fetchBanks({ bankCode: 'CMB' })).totalElements).toBe(0);
  });

  it('by an organisation role: read as the platform’s, writes refused (403), nothing saved', async () => {
    await api.signIn('alice');
    setLanguage('en_US');
    expect((await fetchBanks({})).totalElements).toBe(11);
    await expect(createBank(NEW)).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.site_level',
    });
    expect((await fetchBanks({ bankCode: 'WEBANK' })).totalElements).toBe(0);
  });
});
