// What the message and file services' configuration remembers (issue 26, part D): the templates,
// the messages sent, the upload and storage configurations and the file edit log. The users'
// inboxes stay in WorkRecords (the bell reads them), the files in the file store.
import type { Clock } from '../clock';
import { FileEditLogStore } from '../file-config/edit-log-store';
import { StorageConfigStore } from '../file-config/storage-config-store';
import { UploadConfigStore } from '../file-config/upload-config-store';
import { SentStore } from './sent-store';
import { ServerAccounts } from './server-accounts';
import { TemplateStore } from './template-store';

export class MessagingRecords {
  readonly templates: TemplateStore;
  readonly sent: SentStore;
  readonly uploadConfigs = new UploadConfigStore();
  readonly storageConfigs = new StorageConfigStore();
  readonly fileEditLogs: FileEditLogStore;
  /** The email and SMS accounts (part I). */
  readonly servers = new ServerAccounts();

  constructor(clock: Clock) {
    this.templates = new TemplateStore(clock);
    this.sent = new SentStore(clock);
    this.fileEditLogs = new FileEditLogStore(clock);
  }

  reset(): void {
    this.templates.reset();
    this.sent.reset();
    this.uploadConfigs.reset();
    this.storageConfigs.reset();
    this.fileEditLogs.reset();
    this.servers.reset();
  }
}
