// The business records behind the file, message and Gantt endpoints (audit and approval history
// are read-only seed data). One field of GatewayState; reset() restores the seed.
import type { Clock } from '../clock';
import { FileStore } from './file-store';
import { GanttStore } from './gantt-store';
import { MessageStore } from './message-store';
import { NoticeStore } from './notice-store';
import { SignedFileLinks } from './signed-file-links';

export class WorkRecords {
  readonly files: FileStore;
  readonly messages: MessageStore;
  readonly notices: NoticeStore;
  readonly gantt = new GanttStore();
  readonly signedLinks: SignedFileLinks;

  constructor(clock: Clock) {
    this.files = new FileStore(clock);
    this.messages = new MessageStore(clock);
    this.notices = new NoticeStore(clock);
    this.signedLinks = new SignedFileLinks(() => clock.now());
  }

  reset(): void {
    this.files.reset();
    this.messages.reset();
    this.notices.reset();
    this.gantt.reset();
    this.signedLinks.reset();
  }

  /** Frees what outlives the process otherwise: the temp folder of uploaded files. */
  dispose(): Promise<void> {
    return this.files.dispose();
  }
}
