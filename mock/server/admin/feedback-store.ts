// Feedback sent from the user menu (POST /hadm/v1/{tenantId}/market/feedback), kept per
// organisation until a reset. Feedback is written, never read back by the product: the store is
// for tests (gateway.state.admin.feedback.list()).
import type { Clock } from '../clock';
import type { FeedbackRecord } from './wire';
import { formatDateTime } from '../work/dates';

export interface NewFeedback {
  tenantId: number;
  createdBy: string;
  title: string;
  content: string;
  pageUrl?: string;
}

export class FeedbackStore {
  private records: FeedbackRecord[] = [];

  constructor(private readonly clock: Clock) {}

  add(feedback: NewFeedback): FeedbackRecord {
    const { pageUrl, ...rest } = feedback;
    const record: FeedbackRecord = {
      feedbackId: this.records.length + 1,
      ...rest,
      ...(pageUrl !== undefined && { pageUrl }),
      creationDate: formatDateTime(this.clock.now()),
    };
    this.records.push(record);
    return record;
  }

  /** The stored feedback of one organisation, oldest first. */
  list(tenantId: number): FeedbackRecord[] {
    return this.records.filter((record) => record.tenantId === tenantId);
  }

  reset(): void {
    this.records = [];
  }
}
