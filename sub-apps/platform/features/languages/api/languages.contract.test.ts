/**
 * The Languages page's calls through the real client against the mock gateway, signed in as
 * admin (site level); a disabled language leaves the header's list (lookup HPFM.LANGUAGE) and
 * cannot be chosen as the user's language.
 */
import { updateDefaultLanguage } from '@polaris/core/services/iam/users';
import { fetchLovValues } from '@polaris/core/services/platform/lov';
import { clearRequestCache } from '@polaris/core/request/client';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchLanguages } from './fetch-languages';
import { updateLanguage } from './update-language';

const api = serviceContract('admin');

const offered = async () => {
  clearRequestCache();
  return (await fetchLovValues('HPFM.LANGUAGE')).map((value) => value.value);
};

describe('languages', () => {
  it('list: GET /hpfm/v1/languages, a page with each language’s status', async () => {
    const page = await fetchLanguages({ code: 'ja', name: '' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/languages',
      query: { code: 'ja' },
    });
    expect(page.content).toEqual([
      {
        id: 3,
        code: 'ja_JP',
        name: '日本語',
        description: 'Japanese',
        enabledFlag: 1,
        objectVersionNumber: 1,
      },
    ]);
  });

  it('disable: PUT enabledFlag 0; the language list and the default language follow', async () => {
    expect(await offered()).toEqual(['zh_CN', 'en_US', 'ja_JP', 'de_DE']);
    api.gateway.state.calls.reset();
    const saved = await updateLanguage({ id: 3, objectVersionNumber: 1, enabledFlag: 0 });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/languages',
      query: {},
      body: { id: 3, objectVersionNumber: 1, enabledFlag: 0 },
    });
    expect(saved).toMatchObject({ code: 'ja_JP', enabledFlag: 0, objectVersionNumber: 2 });
    expect(await offered()).toEqual(['zh_CN', 'en_US', 'de_DE']);
    await expect(updateDefaultLanguage('ja_JP')).rejects.toMatchObject({
      code: 'error.language.not_supported',
    });

    await updateLanguage({ id: 3, objectVersionNumber: 2, enabledFlag: 1 });
    expect(await offered()).toEqual(['zh_CN', 'en_US', 'ja_JP', 'de_DE']);
  });

  it('the default language cannot be disabled; a rename keeps its status', async () => {
    await expect(
      updateLanguage({ id: 1, objectVersionNumber: 1, enabledFlag: 0 }),
    ).rejects.toMatchObject({ code: 'error.language.default' });
    expect(api.notices[0].description).toContain('zh_CN');
    const renamed = await updateLanguage({ id: 2, objectVersionNumber: 1, name: 'English (US)' });
    expect(renamed).toMatchObject({ name: 'English (US)', enabledFlag: 1 });
  });

  it('an organisation’s administrator may read the languages but not change them', async () => {
    await api.signIn('alice');
    expect((await fetchLanguages()).totalElements).toBe(4);
    await expect(
      updateLanguage({ id: 3, objectVersionNumber: 1, enabledFlag: 0 }),
    ).rejects.toMatchObject({ code: 'error.permission.site_level' });
    expect(await offered()).toContain('ja_JP');
  });
});
