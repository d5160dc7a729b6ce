// What the message and file services' configuration remembers (issue 26, part D): the templates,
// the messages sent and the upload configurations. The users' inboxes stay in WorkRecords (the
// bell reads them), the files in the file store.
import type { Clock } from '../clock';
import { UploadConfigStore } from '../file-config/upload-config-store';
import { SentStore } from './sent-store';
import { ServerAccounts } from './server-accounts';
import { TemplateStore } from './template-store';

export class MessagingRecords {
  readonly templates: TemplateStore;
  readonly sent: SentStore;
  readonly uploadConfigs = new UploadConfigStore();
  /** The email and SMS accounts (part I). */
  readonly servers = new ServerAccounts();

  constructor(clock: Clock) {
    this.templates = new TemplateStore(clock);
    this.sent = new SentStore(clock);
  }

  reset(): void {
    this.templates.reset();
    this.sent.reset();
    this.uploadConfigs.reset();
    this.servers.reset();
  }
}
