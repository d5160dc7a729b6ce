/** The system profile calls through the real client against the gateway. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteProfile } from './delete-profile';
import { deleteProfileValue } from './delete-profile-value';
import { fetchProfileValues } from './fetch-profile-values';
import { fetchProfiles } from './fetch-profiles';
import { saveProfile } from './save-profile';
import { saveProfileValue } from './save-profile-value';

const api = serviceContract('admin');

describe('system profiles', () => {
  it('list, site form: GET /hpfm/v1/profiles with the filters', async () => {
    const page = await fetchProfiles.site({ profileName: 'SYNC', tenantId: 1 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/profiles',
      query: { profileName: 'SYNC', tenantId: '1' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ profileName: 'SYNC_WUYE_FLAG', tenantId: 1 }),
    ]);
  });

  it('a profile and a value created, changed and deleted on the tenant form', async () => {
    const created = await saveProfile('tenant', { profileName: 'HPFM.X', description: 'X' });
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: '/hpfm/v1/0/profiles' });
    const value = await saveProfileValue('tenant', created.profileId, {
      levelCode: 'USER',
      levelValue: 'admin',
      value: 'on',
    });
    expect(value).toMatchObject({ levelValueDescription: '管理员', objectVersionNumber: 1 });
    const changed = await saveProfileValue('tenant', created.profileId, { ...value, value: 'off' });
    expect(changed).toMatchObject({ value: 'off', objectVersionNumber: 2 });
    const listed = await fetchProfileValues('tenant', created.profileId)();
    expect(listed.content).toEqual([changed]);

    api.gateway.state.calls.reset();
    await deleteProfileValue('tenant', changed);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: `/hpfm/v1/0/profiles/${created.profileId}/values`,
      query: {},
      body: { profileValueId: changed.profileValueId, objectVersionNumber: 2 },
    });
    await deleteProfile('tenant', created);
    expect((await fetchProfiles.tenant({ profileName: 'HPFM.X' })).content).toEqual([]);
  });

  it('a value for a role of another organisation: refused, naming the field', async () => {
    const [acme] = (await fetchProfiles.site({ tenantId: 1 })).content;
    await expect(
      saveProfileValue('site', acme.profileId, {
        levelCode: 'ROLE',
        levelValue: 'globex-production-planner',
        value: 'x',
      }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(api.notices[0]).toMatchObject({ description: expect.stringContaining('levelValue') });
  });
});
