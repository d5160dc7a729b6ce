// Reading a BOM lines save (`{ objectVersionNumber, lines: [...] }`) from its untrusted body: every
// failure names the row (`Row 2: quantity …`). A component must be an item of the organisation,
// a unit one of UNITS; the tree as a whole is checked by the store.
import { invalid } from '../admin/failure';
import { FieldReader, type Raw } from '../admin/input';
import { UNITS } from './bom-seed';
import type { LineChange, LineFields } from './bom-store';

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number (numeric text accepted), or the failure naming the field. */
function decimal(reader: FieldReader, raw: Raw, field: string): number {
  const value = typeof raw[field] === 'string' ? Number(raw[field]) : raw[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return reader.fail(field, '必须是数字', 'must be a number');
  }
  return value;
}

function fields(reader: FieldReader, raw: Raw, isItem: (code: string) => boolean): LineFields {
  const componentCode = reader.requiredText('componentCode', 40);
  if (!isItem(componentCode)) {
    reader.fail('componentCode', `${componentCode} 不是物料`, `${componentCode} is not an item`);
  }
  const uom = reader.requiredText('uom', 10);
  if (!UNITS.includes(uom)) {
    reader.fail('uom', `必须是 ${UNITS.join('、')} 之一`, `must be one of ${UNITS.join(', ')}`);
  }
  return {
    componentCode,
    quantity: decimal(reader, raw, 'quantity'),
    uom,
    scrapRate:
      raw.scrapRate === undefined || raw.scrapRate === null ? 0 : decimal(reader, raw, 'scrapRate'),
  };
}

function change(raw: Raw, index: number, isItem: (code: string) => boolean): LineChange {
  const reader = new FieldReader(raw, {
    zh_CN: `第 ${index + 1} 行：`,
    en_US: `Row ${index + 1}: `,
  });
  const status = reader.requiredText('_status');
  if (status === 'create') {
    return {
      _status: 'create',
      lineRef: reader.requiredText('lineRef', 40),
      parentLineId: reader.nullableInt('parentLineId', { min: 1 }) ?? null,
      parentRef: reader.text('parentRef', { max: 40 }) || null,
      ...fields(reader, raw, isItem),
    };
  }
  const ref = {
    bomLineId: reader.requiredInt('bomLineId', { min: 1 }),
    objectVersionNumber: reader.requiredInt('objectVersionNumber', { min: 0 }),
  };
  if (status === 'delete') return { _status: 'delete', ...ref };
  if (status === 'update') return { _status: 'update', ...ref, ...fields(reader, raw, isItem) };
  return reader.fail(
    '_status',
    '必须是 create、update 或 delete',
    'must be create, update or delete',
  );
}

export function readBomSave(
  body: Raw,
  isItem: (code: string) => boolean,
): { objectVersionNumber: number; changes: LineChange[] } {
  const objectVersionNumber = new FieldReader(body).requiredInt('objectVersionNumber', { min: 0 });
  if (!Array.isArray(body.lines) || !body.lines.every(isObject)) {
    throw invalid('lines 必须是对象数组', 'lines must be an array of objects');
  }
  return {
    objectVersionNumber,
    changes: (body.lines as Raw[]).map((raw, index) => change(raw, index, isItem)),
  };
}
