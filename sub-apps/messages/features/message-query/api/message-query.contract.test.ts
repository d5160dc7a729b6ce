/** The test send and the message query through the real client against the gateway. */
import { fetchUnreadMessageCount } from '@polaris/core/services/message/messages';
import { serviceContract } from '../../../../../test/support/service-contract';
import { fetchSentMessages } from './fetch-sent-messages';
import { sendWebMessage } from './send-web-message';

const api = serviceContract('admin');
const ALICE = { userId: 2, targetUserTenantId: 1 };

describe('sending a test and the message query', () => {
  it('send: POST /messages/sender/web; the receiver’s inbox gets the filled template', async () => {
    const before = api.gateway.state.work.messages.unreadCount(2);
    const sent = await sendWebMessage({
      messageCode: 'HMSG.TEST',
      receiverAddressList: [ALICE],
      args: { title: '<b>one</b>' },
    });
    expect(api.onlySent()).toEqual({
      method: 'POST',
      path: '/hmsg/v1/0/messages/sender/web',
      query: {},
      body: {
        messageCode: 'HMSG.TEST',
        receiverAddressList: [ALICE],
        args: { title: '<b>one</b>' },
      },
    });
    expect(sent.messages).toEqual([
      expect.objectContaining({
        messageTypeCode: 'WEB',
        templateCode: 'HMSG.TEST',
        subject: '测试消息：<b>one</b>',
        content: '<p>这是一条测试消息，发送给 Alice Chen。</p>',
        receiverAddress: 'Alice Chen (alice)',
        trxStatusCode: 'S',
      }),
    ]);
    expect(api.gateway.state.work.messages.unreadCount(2)).toBe(before + 1);
    await api.signIn('alice');
    const { unreadMessageCount } = await fetchUnreadMessageCount();
    expect(unreadMessageCount).toBe(before + 1);
  });

  it('query: GET /messages with the filters; the sent message, to whom, with status', async () => {
    await sendWebMessage({ messageCode: 'HMSG.TEST', receiverAddressList: [ALICE] });
    api.gateway.state.calls.reset();
    const page = await fetchSentMessages({ receiverAddress: 'alice', trxStatusCode: 'S' });
    expect(api.onlySent()).toEqual({
      method: 'GET',
      path: '/hmsg/v1/messages',
      query: { receiverAddress: 'alice', trxStatusCode: 'S' },
    });
    expect(page.content).toEqual([
      expect.objectContaining({ receiverAddress: 'Alice Chen (alice)', trxStatusCode: 'S' }),
    ]);
    expect((await fetchSentMessages({ receiverAddress: 'nobody' })).content).toEqual([]);
  });

  it('an unknown template: refused with its code named, nothing sent', async () => {
    await expect(
      sendWebMessage({ messageCode: 'NO.SUCH', receiverAddressList: [ALICE] }),
    ).rejects.toMatchObject({ code: 'error.message.template' });
    expect(api.notices).toEqual([
      expect.objectContaining({ description: '没有启用的消息模板 NO.SUCH' }),
    ]);
    expect((await fetchSentMessages()).content).toEqual([]);
  });

  it('an organisation role without the button: refused (403)', async () => {
    await api.signIn('alice');
    await expect(
      sendWebMessage({ messageCode: 'HMSG.TEST', receiverAddressList: [ALICE] }),
    ).rejects.toMatchObject({ status: 403, code: 'error.permission.denied' });
    await expect(fetchSentMessages()).rejects.toMatchObject({ status: 403 });
  });
});
