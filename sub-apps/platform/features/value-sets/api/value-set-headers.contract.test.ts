/**
 * Creating and deleting value sets through the real client: the site form as admin, the tenant
 * form as admin in ACME (tenant 1, its administrator role); a created set answers its lookup by
 * code at once, a deleted one no longer does.
 */
import { fetchCurrentUser } from '@polaris/core/services/iam/current-user';
import { switchRole } from '@polaris/core/services/iam/roles';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import { serviceContract } from '../../../../../test/support/service-contract';
import { createLovHeader } from './create-lov-header';
import { deleteLovHeader } from './delete-lov-header';
import { fetchLovHeaders } from './fetch-lov-headers';
import { saveLovValues } from './save-lov-values';

const api = serviceContract('admin');

const NEW = {
  lovCode: 'ACME.DOOR_TYPE',
  lovName: '门类型',
  lovTypeCode: 'IDP',
  description: null,
  enabledFlag: 1,
};

/** admin as ACME's administrator (role 2, tenant 1): the tenant form's caller. */
async function asAcmeAdmin() {
  await switchRole(2);
  updateSessionFromUser(await fetchCurrentUser());
  api.gateway.state.calls.reset();
}

const ownSets = async (lovCode: string) =>
  (await fetchLovHeaders.site({ lovCode })).content.map((h) => [h.lovCode, h.tenantId]);

describe('value set create', () => {
  it('site form: POST /lov-headers; a platform set, whose values its lookup answers', async () => {
    const saved = await createLovHeader(NEW, 'site');
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hpfm/v1/lov-headers',
      query: {},
      body: NEW,
    });
    expect(saved).toMatchObject({ ...NEW, tenantId: 0, objectVersionNumber: 1 });
    await saveLovValues(
      [{ _status: 'create', lovId: saved.lovId, value: 'WOOD', meaning: '木门' }],
      'site',
    );
    expect(await fetchLovValues('ACME.DOOR_TYPE')).toEqual([
      expect.objectContaining({ value: 'WOOD', meaning: '木门' }),
    ]);
  });

  it('tenant form: POST /{organizationId}/lov-headers; the organisation’s own set', async () => {
    await asAcmeAdmin();
    const saved = await createLovHeader(NEW, 'tenant');
    expect(api.onlySent()).toMatchObject({ method: 'POST', path: '/hpfm/v1/1/lov-headers' });
    expect(saved.tenantId).toBe(1);
  });

  it('a code taken in the organisation, or badly formed: refused, saying why', async () => {
    await expect(createLovHeader({ ...NEW, lovCode: 'HPFM.FLAG' }, 'site')).rejects.toMatchObject({
      code: 'error.lov.code_exists',
    });
    await expect(createLovHeader({ ...NEW, lovCode: 'bad code' }, 'site')).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '值集编码 HPFM.FLAG 已存在',
      'lovCode 只能使用大写字母、数字和 _ . -，以字母开头',
    ]);
    expect(await ownSets('bad')).toEqual([]);
  });
});

describe('value set delete', () => {
  it('site form: DELETE /lov-headers with id and version; its lookup answers nothing', async () => {
    const [set] = (await fetchLovHeaders.site({ lovCode: 'ACME.HOUSE_TYPE' })).content;
    expect((await fetchLovValues('ACME.HOUSE_TYPE')).length).toBeGreaterThan(0);
    api.gateway.state.calls.reset();
    await deleteLovHeader(set, 'site');
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hpfm/v1/lov-headers',
      query: {},
      body: { lovId: set.lovId, objectVersionNumber: set.objectVersionNumber },
    });
    expect(await ownSets('ACME.HOUSE_TYPE')).toEqual([]);
  });

  it('tenant form: a predefined platform set is refused and kept', async () => {
    await asAcmeAdmin();
    const [flag] = (await fetchLovHeaders.tenant({ lovCode: 'HPFM.FLAG' })).content;
    await expect(deleteLovHeader(flag, 'tenant')).rejects.toMatchObject({
      code: 'error.lov.predefined_read_only',
    });
    expect((await fetchLovHeaders.tenant({ lovCode: 'HPFM.FLAG' })).totalElements).toBe(1);
  });
});
