import type { SentMessageDto } from '@polaris/core/services/message/types';
import { undelivered } from './send-outcome';

const sent = (
  receiverAddress: string,
  trxStatusCode: SentMessageDto['trxStatusCode'],
  transactionMessage: string | null = null,
): SentMessageDto => ({
  messageId: 1,
  tenantId: 1,
  messageTypeCode: 'WEB',
  templateCode: 'HMSG.TEST',
  subject: 'Test',
  content: '<p>Test</p>',
  receiverAddress,
  trxStatusCode,
  transactionMessage,
  sendDate: '2026-11-27 08:00:00',
});

describe('undelivered', () => {
  it.each([
    ['every receiver reached', [sent('Alice Chen (alice)', 'S')], []],
    [
      'a channel switched off',
      [sent('Alice Chen (alice)', 'F', 'The web channel of HMSG.TEST is off')],
      ['Alice Chen (alice): The web channel of HMSG.TEST is off'],
    ],
    ['a failure without a reason', [sent('Bob Li (bob)', 'F')], ['Bob Li (bob)']],
    [
      'one of two',
      [sent('Alice Chen (alice)', 'S'), sent('Bob Li (bob)', 'F', 'no address')],
      ['Bob Li (bob): no address'],
    ],
    ['still pending is not a failure', [sent('Alice Chen (alice)', 'P')], []],
  ])('%s', (_case, messages, expected) => {
    expect(undelivered(messages)).toEqual(expected);
  });
});
