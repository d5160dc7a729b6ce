/**
 * The Prompt Texts page's calls through the real client against the mock gateway, signed in as
 * admin (the platform administrator, site level); what is saved is what the texts load serves.
 */
import { fetchPrompts as fetchTexts } from '@polaris/core/services/platform/prompts';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deletePrompts } from './delete-prompts';
import { fetchPrompts } from './fetch-prompts';
import { savePrompt } from './save-prompt';

const api = serviceContract('admin');

const workplaceText = (lang: string) =>
  fetchTexts({ lang, promptKey: ['hzero.common.title'] }).then(
    (texts) => texts['hzero.common.title.workplace'],
  );

describe('prompt texts', () => {
  it('list: GET /hpfm/v1/prompts with the filters; empty ones not sent', async () => {
    const page = await fetchPrompts({
      promptKey: 'hzero.common',
      promptCode: 'title.workplace',
      lang: 'en_US',
      description: '',
    });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/prompts',
      query: { promptKey: 'hzero.common', promptCode: 'title.workplace', lang: 'en_US' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        promptKey: 'hzero.common',
        promptCode: 'title.workplace',
        lang: 'en_US',
        description: 'Workplace',
        objectVersionNumber: 1,
      }),
    ]);
  });

  it('edit: PUT the text; the next texts load of that language serves it, the other not', async () => {
    const [row] = (await fetchPrompts({ promptCode: 'title.workplace', lang: 'en_US' })).content;
    api.gateway.state.calls.reset();
    const saved = await savePrompt({
      promptId: row.promptId,
      objectVersionNumber: 1,
      description: 'My desk',
    });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/prompts',
      query: {},
      body: { promptId: row.promptId, objectVersionNumber: 1, description: 'My desk' },
    });
    expect(saved).toMatchObject({ description: 'My desk', objectVersionNumber: 2 });
    expect(await workplaceText('en_US')).toBe('My desk');
    expect(await workplaceText('zh_CN')).toBe('工作台');
    // de_DE has its own text of the key: only keys it lacks answer the en_US one
    expect(await workplaceText('de_DE')).toBe('Arbeitsplatz');
  });

  it('create: POST a key in a language (overrides the shipped text); delete: DELETE the rows', async () => {
    const created = await savePrompt({
      promptKey: 'hiam.client',
      promptCode: 'title',
      lang: 'en_US',
      description: 'OAuth clients',
    });
    expect(api.sent()[0]).toMatchObject({
      method: 'POST',
      path: '/hpfm/v1/prompts',
      body: { promptKey: 'hiam.client', promptCode: 'title', lang: 'en_US' },
    });
    expect(created).toMatchObject({ objectVersionNumber: 1, tenantId: 0 });
    const texts = await fetchTexts({ lang: 'en_US', promptKey: ['hiam'] });
    expect(texts['hiam.client.title']).toBe('OAuth clients');

    api.gateway.state.calls.reset();
    await deletePrompts([created]);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hpfm/v1/prompts',
      query: {},
      body: [{ promptId: created.promptId, objectVersionNumber: 1 }],
    });
    const after = await fetchTexts({ lang: 'en_US', promptKey: ['hiam'] });
    expect(after).not.toHaveProperty(['hiam.client.title']);
  });

  it('a second text of a key in a language, or a stale edit, is refused and changes nothing', async () => {
    await expect(
      savePrompt({
        promptKey: 'hzero.common',
        promptCode: 'title.workplace',
        lang: 'zh_CN',
        description: '另一个',
      }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.prompt.exists' });
    expect(api.notices[0].description).toContain('hzero.common.title.workplace');
    const [row] = (await fetchPrompts({ promptCode: 'title.workplace', lang: 'zh_CN' })).content;
    await expect(
      savePrompt({ promptId: row.promptId, objectVersionNumber: 7, description: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    expect(await workplaceText('zh_CN')).toBe('工作台');
  });

  it('an organisation’s administrator may read the texts but not change them', async () => {
    await api.signIn('alice');
    const [row] = (await fetchPrompts({ promptCode: 'title.workplace', lang: 'en_US' })).content;
    await expect(
      savePrompt({ promptId: row.promptId, objectVersionNumber: 1, description: 'x' }),
    ).rejects.toMatchObject({ code: 'error.permission.site_level' });
  });
});
