// What one /hfle call may do with a stored file (work/file-access.ts has the rule). Reading
// (lists by attachment, downloads) reaches the caller's files, plus those a published notice the
// caller may read lends it (its own tenant's attachment, bucket hmsg: a platform notice's files
// for every tenant's readers). Deleting reaches the caller's files only.
import type { UserContext } from '../context';
import { fileReach, reaches } from '../work/file-access';
import type { FileCheck } from '../work/file-store';

export interface FileScope {
  /** Lists by attachment and downloads. */
  read: FileCheck;
  /** Deletes, and the file aggregate list. */
  own: FileCheck;
}

export function fileScopeOf(ctx: UserContext): FileScope {
  const reach = fileReach({
    roleLevel: ctx.state.accounts.role(ctx.session.roleId)?.level,
    pathTenant: ctx.params.tid,
    sessionTenant: ctx.session.tenantId,
  });
  const own: FileCheck = (file) => reaches(reach, file);
  const notices = ctx.state.work.notices;
  return { own, read: (file) => own(file) || notices.lendsFile(ctx.session.tenantId, file) };
}
