/**
 * The Static Texts page's calls through the real client against the mock gateway, signed in as
 * admin (site level); what is saved is what the readers by code answer, HTML as sent.
 */
import { request } from '@polaris/core/request/client';
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteStaticTexts } from './delete-static-texts';
import { fetchStaticTexts } from './fetch-static-texts';
import { saveStaticText } from './save-static-text';

const api = serviceContract('admin');

const byCode = (textCode: string, lang: string) =>
  request<{ title: string; text: string } | null>('/hpfm/v1/static-texts/text/by-code/nullable', {
    params: { textCode, lang },
  });

describe('static texts', () => {
  it('list: GET /hpfm/v1/static-texts with the filters; empty ones not sent', async () => {
    const page = await fetchStaticTexts({ textCode: 'AGREEMENT', title: '', lang: 'en_US' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hpfm/v1/static-texts',
      query: { textCode: 'AGREEMENT', lang: 'en_US' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        textId: 2,
        textCode: 'HPFM.USER_AGREEMENT',
        title: 'User agreement',
        tenantId: 0,
        objectVersionNumber: 1,
      }),
    ]);
  });

  it('create, edit, delete: the reader by code answers each change', async () => {
    const html = '<h2>Cookies</h2><img src="x" onerror="alert(1)">';
    const created = await saveStaticText({
      textCode: 'HPFM.COOKIES',
      lang: 'en_US',
      title: 'Cookies',
      text: html,
    });
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: '/hpfm/v1/static-texts' });
    expect(created).toMatchObject({ tenantId: 0, objectVersionNumber: 1, text: html });
    // stored as sent: sanitising is the display's one job
    expect(await byCode('HPFM.COOKIES', 'en_US')).toMatchObject({ title: 'Cookies', text: html });

    api.gateway.state.calls.reset();
    const edited = await saveStaticText({
      textId: created.textId,
      objectVersionNumber: 1,
      title: 'Cookie policy',
      text: '<p>Only what we need.</p>',
    });
    expect(api.onlySent()).toEqual({
      method: 'PUT',
      path: '/hpfm/v1/static-texts',
      query: {},
      body: {
        textId: created.textId,
        objectVersionNumber: 1,
        title: 'Cookie policy',
        text: '<p>Only what we need.</p>',
      },
    });
    expect(edited.objectVersionNumber).toBe(2);
    expect(await byCode('HPFM.COOKIES', 'en_US')).toMatchObject({ title: 'Cookie policy' });

    await deleteStaticTexts([edited]);
    expect(await byCode('HPFM.COOKIES', 'en_US')).toBeFalsy();
  });

  it('a second text of a code in a language is refused, naming it', async () => {
    await expect(
      saveStaticText({ textCode: 'HPFM.USER_AGREEMENT', lang: 'zh_CN', title: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'error.static_text.exists' });
    expect(api.notices[0].description).toContain('HPFM.USER_AGREEMENT');
  });

  it('an organisation’s role reads its own and the platform’s texts, and changes none', async () => {
    await api.signIn('alice');
    const rows = (await fetchStaticTexts({ size: 100 })).content;
    expect(new Set(rows.map((row) => row.tenantId))).toEqual(new Set([0, 1]));
    await expect(
      saveStaticText({ textId: 1, objectVersionNumber: 1, title: 'x', text: 'x' }),
    ).rejects.toMatchObject({ code: 'error.permission.site_level' });
  });
});
