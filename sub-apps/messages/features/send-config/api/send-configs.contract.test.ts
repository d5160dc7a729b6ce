/** The send configuration calls through the real client, and the sends that follow them. */
import { serviceContract } from '../../../../../test/support/service-contract';
import { sendWebMessage } from '../../message-query/api/send-web-message';
import { fetchSendConfigs, sendConfigs } from './send-configs';

const api = serviceContract('admin');

const TO_ALICE = {
  messageCode: 'HMSG.TEST',
  receiverAddressList: [{ userId: 2, targetUserTenantId: 1 }],
};

describe('send configurations', () => {
  it('list: GET /template-servers, each code with its channels', async () => {
    const page = await fetchSendConfigs({ messageCode: 'TEST' });
    expect(api.onlySent()).toMatchObject({
      method: 'GET',
      path: '/hmsg/v1/0/template-servers',
      query: { messageCode: 'TEST' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({
        messageCode: 'HMSG.TEST',
        serverList: [
          { typeCode: 'WEB', templateCode: 'HMSG.TEST', serverCode: null, enabledFlag: 1 },
          {
            typeCode: 'EMAIL',
            templateCode: 'HMSG.TEST',
            serverCode: 'HZERO.MAIL',
            enabledFlag: 1,
          },
          { typeCode: 'SMS', templateCode: 'HMSG.TEST', serverCode: 'HZERO.SMS', enabledFlag: 0 },
        ],
      }),
    ]);
  });

  it('a channel naming no template or no account: refused, naming the channel and field', async () => {
    const base = { messageCode: 'ACME.CODE', messageName: 'Acme', enabledFlag: 1 as const };
    await expect(
      sendConfigs.save({
        ...base,
        serverList: [
          { typeCode: 'WEB', templateCode: 'NO.SUCH', serverCode: null, enabledFlag: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    await expect(
      sendConfigs.save({
        ...base,
        serverList: [
          { typeCode: 'EMAIL', templateCode: 'HMSG.TEST', serverCode: 'NO.MAIL', enabledFlag: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error.param.invalid' });
    expect(api.notices.map((notice) => notice.description)).toEqual([
      '第 1 个渠道：templateCode NO.SUCH 不是已有的消息模板',
      '第 1 个渠道：serverCode NO.MAIL 不是已有的邮箱账户',
    ]);
  });

  it('the web channel turned off: a test send reaches no inbox, its record failed and saying why', async () => {
    const [config] = (await fetchSendConfigs({ messageCode: 'HMSG.TEST' })).content;
    const unread = () => api.gateway.state.work.messages.unreadCount(2);
    const before = unread();
    await sendWebMessage(TO_ALICE);
    expect(unread()).toBe(before + 1);

    await sendConfigs.save({
      ...config,
      serverList: config.serverList.map((line) =>
        line.typeCode === 'WEB' ? { ...line, enabledFlag: 0 } : line,
      ),
    });
    const sent = await sendWebMessage(TO_ALICE);
    expect(unread()).toBe(before + 1);
    expect(sent.messages).toEqual([
      expect.objectContaining({
        trxStatusCode: 'F',
        transactionMessage: '发送配置 HMSG.TEST 的站内消息渠道未启用',
      }),
    ]);
  });

  it('the web channel sends the template it names', async () => {
    const [config] = (await fetchSendConfigs({ messageCode: 'HMSG.TEST' })).content;
    await sendConfigs.save({
      ...config,
      serverList: [
        { typeCode: 'WEB', templateCode: 'HIAM.USER_WELCOME', serverCode: null, enabledFlag: 1 },
      ],
    });
    const sent = await sendWebMessage(TO_ALICE);
    expect(sent.messages[0]).toMatchObject({
      templateCode: 'HIAM.USER_WELCOME',
      trxStatusCode: 'S',
    });
  });
});
