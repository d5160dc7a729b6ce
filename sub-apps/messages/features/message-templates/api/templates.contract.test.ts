/** The message template calls through the real client against the gateway. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { deleteTemplate } from './delete-template';
import { fetchTemplates } from './fetch-templates';
import { saveTemplate } from './save-template';

const api = serviceContract('admin');

const NEW = {
  templateCode: 'HMSG.REMINDER',
  templateName: 'Reminder',
  templateTitle: 'Remember ${what}',
  templateContent: '<p>Soon.</p>',
  lang: 'en_US',
  enabledFlag: 1 as const,
};

describe('message templates', () => {
  it('list, site form: GET /message/templates with the filters, the platform’s templates', async () => {
    const page = await fetchTemplates.site({ templateCode: 'HIAM', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmsg/v1/message/templates',
      query: { templateCode: 'HIAM', page: '0', size: '10' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        tenantId: 0,
        templateCode: 'HIAM.USER_WELCOME',
        templateTitle: '欢迎加入，${userName}',
        lang: 'zh_CN',
        enabledFlag: 1,
      }),
    ]);
  });

  it('create, change and delete on the tenant form; the list follows each', async () => {
    const created = await saveTemplate('tenant', NEW);
    expect(api.sent()[0]).toEqual({
      method: 'POST',
      path: '/hmsg/v1/0/message/templates',
      query: {},
      body: NEW,
    });
    expect(created).toMatchObject({ ...NEW, tenantId: 0, objectVersionNumber: 1 });

    const changed = await saveTemplate('tenant', {
      ...NEW,
      templateId: created.templateId,
      objectVersionNumber: 1,
      templateTitle: 'Do not forget ${what}',
    });
    expect(changed).toMatchObject({
      templateTitle: 'Do not forget ${what}',
      objectVersionNumber: 2,
    });
    const listed = await fetchTemplates.tenant({ templateCode: 'REMINDER' });
    expect(listed.content).toEqual([changed]);

    api.gateway.state.calls.reset();
    await deleteTemplate('tenant', changed);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hmsg/v1/0/message/templates',
      query: {},
      body: { templateId: changed.templateId, objectVersionNumber: 2 },
    });
    expect((await fetchTemplates.tenant({ templateCode: 'REMINDER' })).content).toEqual([]);
  });

  it('a second template of a code and language: refused, naming the code', async () => {
    await expect(
      saveTemplate('site', { ...NEW, templateCode: 'HMSG.TEST', lang: 'zh_CN' }),
    ).rejects.toMatchObject({ kind: 'business', code: 'error.data_exists' });
    expect(api.notices).toEqual([
      expect.objectContaining({ description: '模板编码 HMSG.TEST（zh_CN）已存在' }),
    ]);
  });

  it('a stale version: refused, nothing saved', async () => {
    const [first] = (await fetchTemplates.site({ templateCode: 'HMSG.TEST' })).content;
    await expect(
      saveTemplate('site', { ...first, objectVersionNumber: 0, templateName: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    expect((await fetchTemplates.site({ templateCode: 'HMSG.TEST' })).content[0]).toEqual(first);
  });

  it('an organisation role without the page: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchTemplates.tenant()).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.denied',
    });
  });
});
