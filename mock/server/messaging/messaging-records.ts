// What the message service's configuration remembers (issue 26, part D): the templates and the
// messages sent. The users' inboxes stay in WorkRecords (the bell reads them).
import type { Clock } from '../clock';
import { SentStore } from './sent-store';
import { TemplateStore } from './template-store';

export class MessagingRecords {
  readonly templates: TemplateStore;
  readonly sent: SentStore;

  constructor(clock: Clock) {
    this.templates = new TemplateStore(clock);
    this.sent = new SentStore(clock);
  }

  reset(): void {
    this.templates.reset();
    this.sent.reset();
  }
}
