// GET /hfle/v1[/{tid}]/file-edit-logs: the file edit log (read only), newest first. The site form
// (no {tid}) reaches every organisation's entries, for a site-level role (`?tenantId=` filters);
// the tenant form the organisation's own. Both need the page `hzero.file.edit-log`. Filters:
// `fileName` and `editorName` (contains), `fromEditDate` and `toEditDate` (`YYYY-MM-DD`, both
// inclusive). The upload and delete endpoints write the entries (file-edits.ts).
import type { FileEditLogDto } from '../../../src/services/file/storage-types';
import { t } from '../../data/lov-types';
import { invalid } from '../admin/failure';
import { queryReader } from '../admin/input';
import { contains, listReply } from '../admin/listing';
import { formAdmin, type AdminHandler } from './admin-common';
import { formReach, tenantNameOf } from './form-reach';
import { tenantRoutes } from './tenant-path';

export const EDIT_LOG_PAGE = 'hzero.file.edit-log';

const editLogAdmin = formAdmin(
  { site: EDIT_LOG_PAGE, tenant: EDIT_LOG_PAGE },
  t('查看文件编辑日志', 'read the file edit log'),
  t('查看各组织的文件编辑日志', 'read every organisation’s file edit log'),
);

/** A `YYYY-MM-DD` bound of the query, or undefined; anything else is refused, naming it. */
function dayOf(query: URLSearchParams, field: string): string | undefined {
  const raw = query.get(field)?.trim();
  if (!raw) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    throw invalid(`${field} 必须是 YYYY-MM-DD`, `${field} must be YYYY-MM-DD`);
  }
  return raw;
}

const listLogs: AdminHandler = (ctx, lang) => {
  const query = queryReader(ctx.query);
  const tenantId = query.int('tenantId');
  const fileName = query.text('fileName') ?? undefined;
  const editor = query.text('editorName') ?? undefined;
  const from = dayOf(ctx.query, 'fromEditDate');
  const to = dayOf(ctx.query, 'toEditDate');
  const rows: FileEditLogDto[] = ctx.state.messaging.fileEditLogs
    .list(formReach(ctx))
    .filter(
      (row) =>
        (tenantId === undefined || row.tenantId === tenantId) &&
        contains(row.fileName, fileName) &&
        contains(row.editorName, editor) &&
        (from === undefined || row.editDate.slice(0, 10) >= from) &&
        (to === undefined || row.editDate.slice(0, 10) <= to),
    )
    .map((row) => ({ ...row, tenantName: tenantNameOf(ctx, row.tenantId, lang) }));
  return listReply(rows, ctx.query, () => 0, 'file-edit-logs');
};

export const fileEditLogRoutes = tenantRoutes(
  'GET',
  '/hfle/v1[/:tid]/file-edit-logs',
  editLogAdmin(listLogs),
);
