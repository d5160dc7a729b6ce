// /hpfm demo exports: a column export answers a CSV file; an async export answers a task code.
import { randomUUID } from 'node:crypto';
import type { UserContext } from '../context';
import { formFields } from '../http/body';
import { failed, json, type Reply } from '../http/reply';
import { attachmentDisposition } from '../http/disposition';
import { tenantRoutes } from './tenant-path';

export const DEMO_EXPORT_FILE_NAME = '租户导出-demo.csv';

function demoCsv(ctx: UserContext): Buffer {
  const rows = [
    ['tenantId', 'tenantNum', 'tenantName'],
    ...ctx.state.accounts.tenants
      .all()
      .map((tenant) => [String(tenant.id), tenant.num, tenant.name]),
  ];
  const csv = rows
    .map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
    .join('\r\n');
  // A BOM so spreadsheet programs read the UTF-8 correctly.
  return Buffer.from(`\uFEFF${csv}\r\n`);
}

/** exportType from the query (GET) or the body (POST: JSON or form). */
async function exportTypeOf(ctx: UserContext): Promise<string | null> {
  const fromQuery = ctx.query.get('exportType');
  if (fromQuery || ctx.method === 'GET') return fromQuery;
  return formFields(await ctx.body()).get('exportType');
}

async function columnExport(ctx: UserContext): Promise<Reply> {
  const exportType = await exportTypeOf(ctx);
  if (exportType !== 'COLUMN' && exportType !== 'DATA') {
    return failed('error.export.type', 'exportType must be COLUMN or DATA');
  }
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(DEMO_EXPORT_FILE_NAME),
      'Cache-Control': 'no-store',
    },
    body: demoCsv(ctx),
  };
}

export const exportRoutes = [
  ...tenantRoutes('GET', '/hpfm/v1/:tid/exports/demo', columnExport),
  ...tenantRoutes('POST', '/hpfm/v1/:tid/exports/demo', columnExport),
  ...tenantRoutes('POST', '/hpfm/v1/:tid/exports/demo/async', () =>
    json({ taskCode: randomUUID().replace(/-/g, ''), status: 'PENDING' }),
  ),
];
