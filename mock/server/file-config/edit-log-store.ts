// The file edit log: one entry each time a stored file is replaced (an upload into the same
// attachment, bucket and directory under a name already there) or deleted, with the tenant the
// file belongs to, who did it and when. Newest first; empty at reset.
import type { FileEditLogDto, FileEditType } from '../../../src/services/file/storage-types';
import type { Clock } from '../clock';
import { formatDateTime } from '../work/dates';

export type StoredEditLog = Omit<FileEditLogDto, 'tenantName'>;

/** What an entry says about the file and the editor (the store adds its id and time). */
export interface EditEntry {
  file: { tenantId: number; fileId: number; fileName: string; bucketName: string };
  storageCode: string | null;
  editType: FileEditType;
  editor: { userId: number; name: string };
}

export class FileEditLogStore {
  private rows: StoredEditLog[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.rows = [];
    this.nextId = 1;
  }

  record({ file, storageCode, editType, editor }: EditEntry): void {
    this.rows.push({
      logId: this.nextId++,
      tenantId: file.tenantId,
      fileId: file.fileId,
      fileName: file.fileName,
      bucketName: file.bucketName,
      storageCode,
      editType,
      userId: editor.userId,
      editorName: editor.name,
      editDate: formatDateTime(this.clock.now()),
    });
  }

  /** The entries of one tenant (or every tenant's), newest first. */
  list(reach: number | 'all'): StoredEditLog[] {
    return this.rows
      .filter((row) => reach === 'all' || row.tenantId === reach)
      .sort((a, b) => b.logId - a.logId)
      .map((row) => ({ ...row }));
  }
}
