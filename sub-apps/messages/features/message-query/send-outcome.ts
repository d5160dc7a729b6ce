/**
 * What a test send tells its sender: the receivers it did not reach, each with the reason the
 * message service recorded (a channel switched off in Send Configuration, say). Empty: all sent.
 */
import type { SentMessageDto } from '@polaris/core/services/message/types';

export function undelivered(messages: readonly SentMessageDto[]): string[] {
  return messages
    .filter((message) => message.trxStatusCode === 'F')
    .map((message) =>
      message.transactionMessage
        ? `${message.receiverAddress}: ${message.transactionMessage}`
        : message.receiverAddress,
    );
}
