/** The SMS account calls through the real client against the gateway. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchSmsServers, smsServers } from './sms-servers';

const api = serviceContract('admin');

const NEW = {
  serverCode: 'ACME.SMS',
  serverName: 'Acme SMS',
  serverTypeCode: 'QCLOUD',
  endPoint: null,
  accessKey: 'AKID-acme',
  signName: 'Acme',
  templateCode: 'T-1001',
  enabledFlag: 1 as const,
};

describe('SMS accounts', () => {
  it('list: GET /sms/servers by provider; the secret never comes back, only that it is set', async () => {
    const page = await fetchSmsServers({ serverTypeCode: 'ALIYUN' });
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/hmsg/v1/0/sms/servers',
      query: { serverTypeCode: 'ALIYUN' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ serverCode: 'HZERO.SMS', accessKeySecretSetFlag: 1 }),
    ]);
    expect(JSON.stringify(page)).not.toContain('seed-sms-secret');
    expect((await fetchSmsServers({ serverTypeCode: 'BAIDU' })).content).toEqual([]);
  });

  it('a new account needs its secret and a known provider; a change may leave the secret out', async () => {
    await expect(smsServers.save(NEW)).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(
      smsServers.save({ ...NEW, serverTypeCode: 'PIGEON', accessKeySecret: 'x' }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      'accessKeySecret 必填',
      'serverTypeCode 必须是 ALIYUN、QCLOUD、BAIDU 之一',
    ]);
    const created = await smsServers.save({ ...NEW, accessKeySecret: 'k3y' });
    expect(created).toMatchObject({ ...NEW, accessKeySecretSetFlag: 1 });
    const changed = await smsServers.save({ ...NEW, ...created, signName: 'Acme Ltd' });
    expect(changed).toMatchObject({ signName: 'Acme Ltd', objectVersionNumber: 2 });
    expect(api.gateway.state.messaging.servers.sms.byCode(0, 'ACME.SMS')?.secret).toBe('k3y');
  });

  it('an organisation role without the page: refused (403)', async () => {
    await api.signIn('alice');
    await expect(fetchSmsServers()).rejects.toMatchObject({ status: 403 });
  });
});
