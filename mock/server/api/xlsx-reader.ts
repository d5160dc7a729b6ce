// A minimal .xlsx reader (the first sheet's cell values as text) for the house import: the ZIP's
// central directory, its entries stored or deflated (node's inflateRaw), the workbook's first
// sheet, shared and inline strings, numbers and booleans. No formulas are evaluated (a formula
// cell gives its cached value), no dates are formatted, styles are ignored.
import { inflateRawSync } from 'node:zlib';

/** A sheet's rows by their spreadsheet number (1 = the first), each cell by column (0 = A). */
export type SheetRows = Map<number, string[]>;

export class SheetError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
/** The most a workbook's parts may hold once inflated (a ZIP bomb is refused). */
const MAX_INFLATED = 32 * 1024 * 1024;

/** The entries of a ZIP archive, by name, inflated. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new SheetError('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY) {
      throw new SheetError('a broken ZIP directory');
    }
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_ENTRY) {
      throw new SheetError(`a broken ZIP entry ${name}`);
    }
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    total += size;
    if (total > MAX_INFLATED) throw new SheetError('the workbook is too large');
    if (method === 0) entries.set(name, data);
    else if (method === 8) entries.set(name, inflateRawSync(data, { maxOutputLength: size + 1 }));
    else throw new SheetError(`ZIP method ${method} of ${name} is not supported`);
  }
  return entries;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entities and character references undone. */
export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (match, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? match;
  });
}

/** The text of every `<t>` in `xml` (rich-text runs joined; phonetic runs left out). */
function textOf(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  return [...plain.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)]
    .map((match) => unescapeXml(match[1] ?? ''))
    .join('');
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((match) => textOf(match[1] ?? ''));
}

const attribute = (attributes: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** Column index of a cell reference (`A1` → 0, `AB7` → 27). */
export function columnOf(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? '';
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

/** The path of the workbook's first sheet (its relationship), else the usual one. */
function firstSheetPath(entries: Map<string, Buffer>): string {
  const workbook = entries.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const sheet = /<sheet\s([^>]*)\/?>/.exec(workbook)?.[1] ?? '';
  const id = attribute(sheet, 'r:id');
  const rels = entries.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  for (const match of rels.matchAll(/<Relationship\s([^>]*)\/?>/g)) {
    if (id && attribute(match[1], 'Id') === id) {
      const target = attribute(match[1], 'Target') ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

function cellValue(type: string | undefined, body: string, shared: string[]): string {
  if (type === 'inlineStr') return textOf(body);
  const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/** The first sheet's rows of an .xlsx file: cells as text, empty cells as ''. */
export function readXlsx(file: Buffer): SheetRows {
  const entries = unzip(file);
  const sheet = entries.get(firstSheetPath(entries))?.toString('utf8');
  if (sheet === undefined) throw new SheetError('the workbook has no sheet');
  const shared = sharedStrings(entries.get('xl/sharedStrings.xml')?.toString('utf8'));
  const rows: SheetRows = new Map();
  let previous = 0;
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(row[1], 'r') ?? previous + 1);
    previous = number;
    const cells: string[] = [];
    let column = -1;
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attribute(cell[1], 'r');
      column = ref ? columnOf(ref) : column + 1;
      while (cells.length < column) cells.push('');
      cells[column] = cellValue(attribute(cell[1], 't'), cell[2] ?? '', shared);
    }
    rows.set(number, cells);
  }
  return rows;
}
