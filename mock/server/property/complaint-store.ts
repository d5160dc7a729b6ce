// Complaints and suggestions of each organisation (seed: mock/data/property-service.ts), each
// with its reply thread (oldest first) and the legacy files it came with. A reply makes it
// REPLIED, close CLOSED (src/services/property/service-flow.ts); a closed one takes no reply.
import { seedComplaints, type SeedComplaint } from '../../data/property-service';
import { t } from '../../data/lov-types';
import {
  nextComplaintStatus,
  type ComplaintAction,
} from '../../../src/services/property/service-flow';
import type { ComplaintReplyDto } from '../../../src/services/property/service-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StoredComplaint extends Omit<SeedComplaint, 'replies'> {
  replies: ComplaintReplyDto[];
  objectVersionNumber: number;
}

export class ComplaintStore {
  private complaints = new Map<number, StoredComplaint>();
  private nextReplyId = 1;

  /** `now()`: the gateway clock's date-time text for the replies' dates. */
  constructor(private readonly now: () => string) {
    this.reset();
  }

  reset(): void {
    this.nextReplyId = 1;
    this.complaints = new Map(
      seedComplaints.map((seed) => [
        seed.complaintId,
        {
          ...structuredClone(seed),
          replies: seed.replies.map((reply) => ({ ...reply, replyId: this.nextReplyId++ })),
          objectVersionNumber: 1,
        },
      ]),
    );
  }

  list(tenantId: number): StoredComplaint[] {
    return [...this.complaints.values()].filter((one) => one.tenantId === tenantId);
  }

  get(tenantId: number, complaintId: number): StoredComplaint {
    const found = this.complaints.get(complaintId);
    if (!found || found.tenantId !== tenantId) {
      throw notFound(`投诉建议 ${complaintId} 不存在`, `Complaint ${complaintId} does not exist`);
    }
    return found;
  }

  private move(stored: StoredComplaint, action: ComplaintAction): void {
    const status = nextComplaintStatus(stored.status, action);
    if (!status) {
      throw new AdminFailure(
        'error.complaint.closed',
        t(`投诉建议 ${stored.complaintId} 已关闭`, `Complaint ${stored.complaintId} is closed`),
      );
    }
    stored.status = status;
    stored.objectVersionNumber += 1;
  }

  /** Adds `text` by `author` to the thread; the complaint becomes REPLIED. */
  reply(tenantId: number, complaintId: number, author: string, text: string): StoredComplaint {
    const stored = this.get(tenantId, complaintId);
    this.move(stored, 'reply');
    stored.replies.push({ replyId: this.nextReplyId++, author, text, createdAt: this.now() });
    return stored;
  }

  close(tenantId: number, complaintId: number, version: number): StoredComplaint {
    const stored = this.get(tenantId, complaintId);
    checkVersion(stored, version);
    this.move(stored, 'close');
    return stored;
  }
}
