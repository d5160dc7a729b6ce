// The house import (`POST PROP/house/import`): a spreadsheet (.xlsx, or .csv) whose first row
// is the heading and whose columns are those of the template, in order. Each row is checked like
// a house saved from the form; the valid ones are saved, and every refused cell is reported with
// its spreadsheet row, its column's heading and why, in the caller's language.
import type { Texts } from '../../data/lov-types';
import type {
  HouseImportError,
  HouseImportResult,
} from '../../../src/services/property/records-types';
import { readXlsx, type SheetRows } from '../api/xlsx-reader';
import type { LanguageCode } from '../types';
import type { HouseInput, HouseStore } from './house-store';
import { readHouseFields, RecordChecks } from './records-rules';

/** The template's columns, in order: the field each holds and its heading. */
export function importColumns(alias: Texts): { field: string; title: Texts }[] {
  return [
    { field: 'projectCode', title: { zh_CN: '项目编码', en_US: 'Project code' } },
    { field: 'building', title: { zh_CN: '楼栋', en_US: 'Building' } },
    { field: 'unit', title: { zh_CN: '单元', en_US: 'Unit' } },
    {
      field: 'roomNumber',
      title: { zh_CN: `${alias.zh_CN}号`, en_US: `${alias.en_US} number` },
    },
    { field: 'area', title: { zh_CN: '面积（㎡）', en_US: 'Area (m²)' } },
    { field: 'houseStatus', title: { zh_CN: '状态', en_US: 'Status' } },
  ];
}

/** A CSV text's rows (RFC 4180 quotes; a leading byte order mark dropped), numbered from 1. */
export function readCsv(text: string): SheetRows {
  const rows: SheetRows = new Map();
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let number = 1;
  const source = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value !== '')) rows.set(number, cells);
    number += 1;
    cells = [];
    cell = '';
  };
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at += 1;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** The rows of an uploaded file by its extension; null when it is neither .xlsx nor .csv. */
export function sheetRowsOf(fileName: string, data: Buffer): SheetRows | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv') return readCsv(data.toString('utf8'));
  if (extension === 'xlsx') return readXlsx(data);
  return null;
}

export interface ImportContext {
  store: HouseStore;
  tenantId: number;
  lang: LanguageCode;
  alias: Texts;
}

/** Checks every row below the heading and saves the valid ones. */
export function importHouses(rows: SheetRows, ctx: ImportContext): HouseImportResult {
  const columns = importColumns(ctx.alias);
  const titleOf = (field: string) =>
    (columns.find((column) => column.field === field) ?? columns[0]).title[ctx.lang];
  const errors: HouseImportError[] = [];
  let imported = 0;
  const numbers = [...rows.keys()].filter((number) => number > 1).sort((a, b) => a - b);
  for (const number of numbers) {
    const cells = rows.get(number) ?? [];
    if (cells.every((value) => value.trim() === '')) continue;
    const raw = Object.fromEntries(columns.map((column, index) => [column.field, cells[index]]));
    const checks = new RecordChecks(raw);
    const code = checks.text('projectCode', { required: true, max: 30 });
    const fields = readHouseFields(checks);
    const project = code ? ctx.store.projectByCode(ctx.tenantId, code) : undefined;
    if (code && !project) {
      checks.problem('projectCode', `项目 ${code} 不存在`, `there is no project ${code}`);
    } else if (project?.enabledFlag === 0) {
      checks.problem('projectCode', `项目 ${code} 已停用`, `project ${code} is disabled`);
    }
    const input: HouseInput | null = project
      ? { ...fields, projectId: project.projectId, ownerId: null }
      : null;
    if (input && checks.problems.length === 0) {
      const taken = ctx.store.houseAt(ctx.tenantId, input);
      if (taken) {
        checks.problem(
          'roomNumber',
          `${taken.houseName} 已存在`,
          `${taken.houseName} already exists`,
        );
      }
    }
    if (checks.problems.length > 0 || !input) {
      for (const problem of checks.problems) {
        errors.push({
          row: number,
          column: titleOf(problem.field),
          message: problem.texts[ctx.lang],
        });
      }
      continue;
    }
    ctx.store.createHouse(ctx.tenantId, input);
    imported += 1;
  }
  return { imported, errors };
}
