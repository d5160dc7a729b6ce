// The house import and the sync with the property system (`/wy/api/:version/PROP/house/...`):
// `POST import` takes a spreadsheet (multipart, part `file`, .xlsx or .csv, at most 5 MiB) and
// answers how many rows were saved and a report of every refused cell (row, column heading,
// message in the caller's language); `GET import-template` is the .xlsx to fill in (headings in
// the caller's language, one example row); `POST sync` hands the organisation's houses to the
// property system when its SYNC_WUYE_FLAG profile is on (400 otherwise).
import type {
  HouseImportResult,
  HouseSyncResult,
} from '../../../src/services/property/records-types';
import { invalid } from '../admin/failure';
import type { ApiRoute, UserContext } from '../context';
import { readRawBody } from '../http/body';
import { attachmentDisposition } from '../http/disposition';
import { multipartBoundary, parseMultipart } from '../http/multipart';
import type { Reply } from '../http/reply';
import type { LanguageCode } from '../types';
import { importColumns, importHouses, sheetRowsOf } from '../property/house-import';
import { houseAliasTexts } from '../property/record-labels';
import { requirePermission } from './admin-common';
import { sessionProfileValue } from './profiles';
import { propertyRoute, wyOk } from './property-common';
import { recordPermission } from './property-records';
import { XLSX_CONTENT_TYPE, xlsxWorkbook } from './xlsx';

/** The largest spreadsheet the import reads. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

async function importFile(ctx: UserContext, lang: LanguageCode): Promise<Reply> {
  requirePermission(ctx, recordPermission('house', 'import'));
  const boundary = multipartBoundary(ctx.req.headers['content-type']);
  if (!boundary)
    throw invalid('请上传文件（multipart/form-data）', 'Upload a file (multipart/form-data)');
  const parts = parseMultipart(await readRawBody(ctx.req, MAX_IMPORT_BYTES), boundary);
  const file = parts.find((part) => part.name === 'file' && part.filename);
  if (!file?.filename) throw invalid('请选择要导入的文件', 'Choose a file to import');
  let rows;
  try {
    rows = sheetRowsOf(file.filename, file.data);
  } catch {
    // a broken archive, a bad deflate stream, a sheet that is not XML: the file, not the gateway
    throw invalid(
      `无法读取 ${file.filename}：不是有效的 .xlsx 文件`,
      `${file.filename} cannot be read: it is not a valid .xlsx file`,
    );
  }
  if (!rows) {
    throw invalid(
      `只能导入 .xlsx 或 .csv 文件，收到 ${file.filename}`,
      `Only .xlsx or .csv files can be imported, got ${file.filename}`,
    );
  }
  if (![...rows.keys()].some((number) => number > 1)) {
    throw invalid(
      '文件中没有数据行（第 1 行是标题）',
      'The file has no rows below its heading (row 1)',
    );
  }
  const result: HouseImportResult = importHouses(rows, {
    store: ctx.state.property.houses,
    tenantId: ctx.session.tenantId,
    lang,
    alias: houseAliasTexts(ctx.session.tenantId),
  });
  return wyOk(result);
}

function template(ctx: UserContext, lang: LanguageCode): Reply {
  const columns = importColumns(houseAliasTexts(ctx.session.tenantId));
  const example = ctx.state.property.houses.projectsOf(ctx.session.tenantId)[0];
  const rows: (string | number)[][] = [
    columns.map((column) => column.title[lang]),
    [example?.projectCode ?? 'CODE', '1', '1', '1801', 89.5, 'VACANT'],
  ];
  const fileName = lang === 'zh_CN' ? '房屋导入模板.xlsx' : 'house-import-template.xlsx';
  return {
    status: 200,
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    },
    body: xlsxWorkbook(lang === 'zh_CN' ? '房屋' : 'Houses', rows),
  };
}

function sync(ctx: UserContext): Reply {
  const tenantId = ctx.session.tenantId;
  if (sessionProfileValue(ctx, 'SYNC_WUYE_FLAG') !== 'true') {
    throw invalid(
      '本组织未开启与物业系统同步',
      'Sync with the property system is off for this organisation',
    );
  }
  const result: HouseSyncResult = { count: ctx.state.property.houses.housesOf(tenantId).length };
  return wyOk(result);
}

export const houseImportRoutes: ApiRoute[] = [
  propertyRoute('POST', '/house/import', importFile),
  propertyRoute('GET', '/house/import-template', template),
  propertyRoute('POST', '/house/sync', sync),
];
