/** The email account calls through the real client against the gateway. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { emailServers, fetchEmailServers } from './email-servers';

const api = serviceContract('admin');

const NEW = {
  serverCode: 'ACME.MAIL',
  serverName: 'Acme mail',
  host: 'smtp.acme.example',
  port: 587,
  protocol: 'SMTP',
  username: 'robot',
  sender: 'robot@acme.example',
  tryTimes: 2,
  enabledFlag: 1 as const,
};

describe('email accounts', () => {
  it('list: GET /email/servers with the filters; the password never comes back, only that it is set', async () => {
    const page = await fetchEmailServers({ host: 'polaris', page: 0, size: 10 });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmsg/v1/0/email/servers',
      query: { host: 'polaris', page: '0', size: '10' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ serverCode: 'HZERO.MAIL', port: 465, passwordSetFlag: 1 }),
    ]);
    expect(JSON.stringify(page)).not.toContain('seed-mail-password');
  });

  it('create, change (a blank password keeps the stored one) and delete', async () => {
    const created = await emailServers.save({ ...NEW, passwordEncrypted: 's3cret' });
    expect(api.sent()[0]).toMatchObject({ method: 'POST', path: '/hmsg/v1/0/email/servers' });
    expect(created).toMatchObject({ ...NEW, passwordSetFlag: 1, objectVersionNumber: 1 });
    expect(created).not.toHaveProperty('passwordEncrypted');

    const changed = await emailServers.save({
      ...NEW,
      serverId: created.serverId,
      objectVersionNumber: 1,
      port: 2525,
      passwordEncrypted: '',
    });
    expect(changed).toMatchObject({ port: 2525, passwordSetFlag: 1, objectVersionNumber: 2 });
    expect(api.gateway.state.messaging.servers.email.byCode(0, 'ACME.MAIL')?.secret).toBe('s3cret');

    api.gateway.state.calls.reset();
    await emailServers.remove(changed);
    expect(api.onlySent()).toEqual({
      method: 'DELETE',
      path: '/hmsg/v1/0/email/servers',
      query: {},
      body: { serverId: created.serverId, objectVersionNumber: 2 },
    });
    expect((await fetchEmailServers({ serverCode: 'ACME' })).content).toEqual([]);
  });

  it('a sender that is no address, a taken code, a stale version: refused, naming why', async () => {
    await expect(emailServers.save({ ...NEW, sender: 'robot' })).rejects.toMatchObject({
      code: 'error.param.invalid',
    });
    await expect(emailServers.save({ ...NEW, serverCode: 'HZERO.MAIL' })).rejects.toMatchObject({
      code: 'error.data_exists',
    });
    const [seed] = (await fetchEmailServers()).content;
    await expect(
      emailServers.save({ ...seed, objectVersionNumber: 0, serverName: 'x' }),
    ).rejects.toMatchObject({ code: 'error.record.changed' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'sender 必须是邮件地址',
      '邮箱账户编码 HZERO.MAIL 已存在',
      '记录已被他人修改，请刷新后重试。',
    ]);
  });

  it('a role without the page: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchEmailServers()).rejects.toMatchObject({
      status: 403,
      code: 'error.permission.denied',
    });
  });
});
