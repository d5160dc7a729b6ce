// The messages the message service sent (the message query, /hmsg/message-query): one record per
// receiver and channel, newest first, with its delivery status. Empty at reset.
import type { SentMessageDto } from '../../../src/services/message/types';
import type { Clock } from '../clock';
import { formatDateTime } from '../work/dates';

export type SentInput = Omit<SentMessageDto, 'messageId' | 'sendDate'>;

export class SentStore {
  private rows: SentMessageDto[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.rows = [];
    this.nextId = 1;
  }

  record(input: SentInput): SentMessageDto {
    const row = {
      ...input,
      messageId: this.nextId++,
      sendDate: formatDateTime(this.clock.now()),
    };
    this.rows.unshift(row);
    return { ...row };
  }

  list(tenant: number | 'all'): SentMessageDto[] {
    return this.rows
      .filter((row) => tenant === 'all' || row.tenantId === tenant)
      .map((row) => ({ ...row }));
  }
}
