// What the upload and delete endpoints (files.ts) do with the storage configurations and the file
// edit log: an upload goes to the storage it names (an enabled one of its organisation or the
// platform) or else to the organisation's default (storage-configs.ts); an upload into an
// attachment under a name the attachment already has there replaces that file; a replaced or
// deleted file is written to the edit log (file-edit-logs.ts).
import type { FileEditType } from '../../../src/services/file/storage-types';
import type { UserContext } from '../context';
import { failed, type Reply } from '../http/reply';
import type { StoredFile } from '../work/file-store';
import { fileScopeOf } from './file-scope';

/** The storage code an upload goes to, or the failed body for one it may not name. */
export function uploadStorage(ctx: UserContext, requested: string | null): string | null | Reply {
  const configs = ctx.state.messaging.storageConfigs;
  if (!requested) return configs.defaultCode(ctx.session.tenantId);
  if (configs.usable(ctx.session.tenantId, requested)) return requested;
  return failed('error.file.storage_not_found', `Storage ${requested} is not configured`);
}

/** Writes a change of `file` by the caller to the edit log. */
export function logFileEdit(ctx: UserContext, file: StoredFile, editType: FileEditType): void {
  const user = ctx.state.accounts.user(ctx.session.userId);
  ctx.state.messaging.fileEditLogs.record({
    file,
    storageCode: file.storageCode,
    editType,
    editor: { userId: user.id, name: user.realName },
  });
}

/** The file of the caller's attachment an upload of `saved` replaces (same place and name). */
export function replacedFile(ctx: UserContext, saved: StoredFile): StoredFile | undefined {
  if (!saved.attachmentUuid) return undefined;
  const { own } = fileScopeOf(ctx);
  return ctx.state.work.files
    .list(saved.attachmentUuid, saved.bucketName, own)
    .find(
      (file) =>
        file !== saved && file.directory === saved.directory && file.fileName === saved.fileName,
    );
}

/** Removes the file an upload replaced, and says so in the edit log. */
export async function replaceEarlier(ctx: UserContext, saved: StoredFile): Promise<void> {
  const earlier = replacedFile(ctx, saved);
  if (!earlier) return;
  await ctx.state.work.files.remove(
    earlier.bucketName,
    [earlier.urlPath],
    (file) => file === earlier,
  );
  logFileEdit(ctx, saved, 'REPLACE');
}
