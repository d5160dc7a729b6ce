// Value sets (lookup headers) and their values, seeded from mock/data (lovs.ts, value-sets.ts) and
// changed by the value set pages (headers created and deleted, values by the batch save). The
// lookups (lovs/value, lovs/value/batch, lovs/data) read the same records, so a saved set or value
// shows up everywhere.
import { seedLovs } from '../../data/lovs';
import type { Texts } from '../../data/lov-types';
import type { LanguageCode } from '../types';
import { AdminFailure, checkVersion, notFound } from './failure';
import { sameInBoth, savedOptional, textOrNull, withText } from './texts';
import type { LovHeaderRow, LovTypeCode, LovValueRow } from './wire';

export interface StoredHeader {
  lovId: number;
  lovCode: string;
  lovTypeCode: LovTypeCode;
  name: Texts;
  description: Texts | null;
  enabledFlag: 0 | 1;
  tenantId: number;
  objectVersionNumber: number;
}

export interface StoredValue {
  lovValueId: number;
  lovId: number;
  value: string;
  meaning: Texts;
  description: Texts | null;
  orderSeq: number;
  enabledFlag: 0 | 1;
  tag: string | null;
  objectVersionNumber: number;
}

/** What a create or update may set; absent fields of an update keep their value. */
export interface ValueFields {
  value?: string;
  meaning?: string;
  orderSeq?: number;
  enabledFlag?: 0 | 1;
  description?: string | null;
  tag?: string | null;
}

export type ValueOperation =
  | {
      status: 'create';
      row: number;
      lovId: number;
      fields: ValueFields & { value: string; meaning: string };
    }
  | {
      status: 'update';
      row: number;
      lovValueId: number;
      objectVersionNumber: number;
      lovId?: number;
      fields: ValueFields;
    }
  | {
      status: 'delete';
      row: number;
      lovValueId: number;
      objectVersionNumber: number;
      lovId?: number;
    };

/**
 * Who writes: the site form (`undefined`) may change every set; a tenant form only its
 * organisation's own sets (the predefined platform sets are read-only there).
 */
export type WriteScope = number | undefined;

/** `POST lov-headers`, read: a new set of an organisation (0: the platform's). */
export interface NewHeader {
  lovCode: string;
  lovName: string;
  lovTypeCode: LovTypeCode;
  description: string | null;
  enabledFlag: 0 | 1;
  tenantId: number;
}

interface Data {
  headers: Map<number, StoredHeader>;
  values: Map<number, StoredValue>;
  nextValueId: number;
}

function seedData(): Data {
  const headers = new Map<number, StoredHeader>();
  const values = new Map<number, StoredValue>();
  let nextValueId = 1;
  seedLovs.forEach((lov, index) => {
    const lovId = index + 1;
    headers.set(lovId, {
      lovId,
      lovCode: lov.lovCode,
      lovTypeCode: lov.lovType,
      name: lov.name,
      description: lov.description ?? null,
      enabledFlag: lov.enabledFlag ?? 1,
      tenantId: lov.tenantId ?? 0,
      objectVersionNumber: 1,
    });
    if (lov.lovType !== 'IDP') return;
    lov.values.forEach((value, i) => {
      const lovValueId = nextValueId++;
      values.set(lovValueId, {
        lovValueId,
        lovId,
        value: value.value,
        meaning: value.meaning,
        description: value.description ?? null,
        orderSeq: (i + 1) * 10,
        enabledFlag: value.enabledFlag ?? 1,
        tag: value.tag ?? null,
        objectVersionNumber: 1,
      });
    });
  });
  return { headers, values, nextValueId };
}

const copy = (data: Data): Data => ({
  headers: new Map(data.headers),
  values: new Map([...data.values].map(([id, value]) => [id, { ...value }])),
  nextValueId: data.nextValueId,
});

const byOrder = (a: StoredValue, b: StoredValue): number =>
  a.orderSeq - b.orderSeq || a.lovValueId - b.lovValueId;

export function headerRow(header: StoredHeader, lang: LanguageCode): LovHeaderRow {
  return {
    lovId: header.lovId,
    lovCode: header.lovCode,
    lovName: header.name[lang],
    lovTypeCode: header.lovTypeCode,
    description: textOrNull(header.description, lang),
    enabledFlag: header.enabledFlag,
    tenantId: header.tenantId,
    objectVersionNumber: header.objectVersionNumber,
  };
}

export function valueRow(value: StoredValue, lang: LanguageCode): LovValueRow {
  return {
    lovValueId: value.lovValueId,
    lovId: value.lovId,
    value: value.value,
    meaning: value.meaning[lang],
    orderSeq: value.orderSeq,
    enabledFlag: value.enabledFlag,
    description: textOrNull(value.description, lang),
    tag: value.tag,
    objectVersionNumber: value.objectVersionNumber,
  };
}

/** The header a row writes to, refused when the scope may not change it. */
function writableHeader(data: Data, lovId: number, scope: WriteScope, row: number): StoredHeader {
  const header = data.headers.get(lovId);
  if (!header || (scope !== undefined && header.tenantId !== scope && header.tenantId !== 0)) {
    throw notFound(
      `第 ${row} 行：值集 ${lovId} 不存在`,
      `Row ${row}: value set ${lovId} does not exist`,
    );
  }
  if (scope !== undefined && header.tenantId !== scope) {
    throw new AdminFailure('error.lov.predefined_read_only', {
      zh_CN: `第 ${row} 行：值集 ${header.lovCode} 为平台预定义值集，租户不能修改`,
      en_US: `Row ${row}: value set ${header.lovCode} is predefined by the platform: a tenant cannot change it`,
    });
  }
  if (header.lovTypeCode !== 'IDP') {
    throw new AdminFailure('error.lov.not_independent', {
      zh_CN: `第 ${row} 行：值集 ${header.lovCode} 的类型是 ${header.lovTypeCode}，只有独立值集 (IDP) 有值`,
      en_US: `Row ${row}: value set ${header.lovCode} is of type ${header.lovTypeCode}: only independent (IDP) sets have values`,
    });
  }
  return header;
}

/** The stored value an update or delete names, with its version checked. */
function storedValue(
  data: Data,
  op: { row: number; lovValueId: number; objectVersionNumber: number; lovId?: number },
): StoredValue {
  const stored = data.values.get(op.lovValueId);
  if (!stored || (op.lovId !== undefined && op.lovId !== stored.lovId)) {
    throw notFound(
      `第 ${op.row} 行：值 ${op.lovValueId} 不存在（可能已被删除）`,
      `Row ${op.row}: value ${op.lovValueId} does not exist (it may have been deleted)`,
    );
  }
  return stored;
}

function applyFields(value: StoredValue, fields: ValueFields, lang: LanguageCode): StoredValue {
  return {
    ...value,
    value: fields.value ?? value.value,
    meaning:
      fields.meaning === undefined ? value.meaning : withText(value.meaning, lang, fields.meaning),
    orderSeq: fields.orderSeq ?? value.orderSeq,
    enabledFlag: fields.enabledFlag ?? value.enabledFlag,
    description: savedOptional(value.description, lang, fields.description),
    tag: fields.tag === undefined ? value.tag : fields.tag || null,
  };
}

function checkUnique(data: Data, lovIds: Set<number>): void {
  for (const lovId of lovIds) {
    const seen = new Set<string>();
    for (const value of [...data.values.values()].filter((v) => v.lovId === lovId).sort(byOrder)) {
      if (seen.has(value.value)) {
        const code = data.headers.get(lovId)?.lovCode ?? String(lovId);
        throw new AdminFailure('error.lov.value_duplicate', {
          zh_CN: `值集 ${code} 中已存在值“${value.value}”`,
          en_US: `Value "${value.value}" already exists in value set ${code}`,
        });
      }
      seen.add(value.value);
    }
  }
}

export class ValueSetStore {
  private data = seedData();

  reset(): void {
    this.data = seedData();
  }

  headers(): StoredHeader[] {
    return [...this.data.headers.values()];
  }

  header(lovId: number): StoredHeader | undefined {
    return this.data.headers.get(lovId);
  }

  /**
   * The lookup a code names for an organisation: its own set first, then the platform's; the
   * platform organisation (0) reaches every set, `'public'` only the platform's.
   */
  headerByCode(lovCode: string, tenantId: number | 'public'): StoredHeader | undefined {
    const candidates = this.headers().filter((header) => header.lovCode === lovCode);
    if (tenantId === 'public') return candidates.find((header) => header.tenantId === 0);
    return (
      candidates.find((header) => header.tenantId === tenantId) ??
      candidates.find((header) => header.tenantId === 0 || tenantId === 0)
    );
  }

  /** Adds a set; its code may be taken by no other set of the same organisation. */
  createHeader(input: NewHeader): StoredHeader {
    const taken = this.headers().some(
      (header) => header.lovCode === input.lovCode && header.tenantId === input.tenantId,
    );
    if (taken) {
      throw new AdminFailure('error.lov.code_exists', {
        zh_CN: `值集编码 ${input.lovCode} 已存在`,
        en_US: `Value set code ${input.lovCode} already exists`,
      });
    }
    const lovId = Math.max(0, ...this.data.headers.keys()) + 1;
    const header: StoredHeader = {
      lovId,
      lovCode: input.lovCode,
      lovTypeCode: input.lovTypeCode,
      name: sameInBoth(input.lovName),
      description: input.description ? sameInBoth(input.description) : null,
      enabledFlag: input.enabledFlag,
      tenantId: input.tenantId,
      objectVersionNumber: 1,
    };
    this.data = { ...copy(this.data), headers: new Map(this.data.headers).set(lovId, header) };
    return header;
  }

  /**
   * Deletes a set read at this version, with its values; a tenant form may delete its own sets
   * only (the platform's predefined ones are read-only there).
   */
  removeHeader(lovId: number, objectVersionNumber: number, scope: WriteScope): StoredHeader {
    const header = this.data.headers.get(lovId);
    if (!header || (scope !== undefined && header.tenantId !== scope && header.tenantId !== 0)) {
      throw notFound(`值集 ${lovId} 不存在`, `Value set ${lovId} does not exist`);
    }
    if (scope !== undefined && header.tenantId !== scope) {
      throw new AdminFailure('error.lov.predefined_read_only', {
        zh_CN: `值集 ${header.lovCode} 为平台预定义值集，租户不能删除`,
        en_US: `Value set ${header.lovCode} is predefined by the platform: a tenant cannot delete it`,
      });
    }
    checkVersion(header, objectVersionNumber);
    const draft = copy(this.data);
    draft.headers.delete(lovId);
    for (const value of this.values(lovId)) draft.values.delete(value.lovValueId);
    this.data = draft;
    return header;
  }

  /** A set's values by orderSeq, disabled ones included. */
  values(lovId: number): StoredValue[] {
    return [...this.data.values.values()].filter((value) => value.lovId === lovId).sort(byOrder);
  }

  /** A value by id, of any set. */
  value(lovValueId: number): StoredValue | undefined {
    return this.data.values.get(lovValueId);
  }

  /** A value's meaning in every language at once (the Multilingual Texts page). */
  translateValue(lovValueId: number, meaning: Texts): StoredValue {
    const stored = this.data.values.get(lovValueId);
    if (!stored) throw notFound(`值 ${lovValueId} 不存在`, `Value ${lovValueId} does not exist`);
    const saved = { ...stored, meaning, objectVersionNumber: stored.objectVersionNumber + 1 };
    const draft = copy(this.data);
    draft.values.set(lovValueId, saved);
    this.data = draft;
    return saved;
  }

  /** A value's meaning in a lookup the organisation sees; null when there is none. */
  meaning(lovCode: string, value: string, tenantId: number, lang: LanguageCode): string | null {
    const header = this.headerByCode(lovCode, tenantId);
    const found = header && this.values(header.lovId).find((v) => v.value === value);
    return found ? found.meaning[lang] : null;
  }

  /**
   * Applies every row or none: the first failing row (unknown id, stale version, read-only or
   * non-IDP set, duplicate value) leaves the values as they were. Answers the created and updated
   * values as saved, in the order of the rows.
   */
  save(operations: ValueOperation[], scope: WriteScope, lang: LanguageCode): StoredValue[] {
    const draft = copy(this.data);
    const touched = new Set<number>();
    const savedIds: number[] = [];
    for (const op of operations) {
      if (op.status === 'create') {
        writableHeader(draft, op.lovId, scope, op.row);
        const last = this.lastOrder(draft, op.lovId);
        const lovValueId = draft.nextValueId++;
        draft.values.set(lovValueId, {
          lovValueId,
          lovId: op.lovId,
          value: op.fields.value,
          meaning: sameInBoth(op.fields.meaning),
          description: savedOptional(null, lang, op.fields.description),
          orderSeq: op.fields.orderSeq ?? last + 10,
          enabledFlag: op.fields.enabledFlag ?? 1,
          tag: op.fields.tag || null,
          objectVersionNumber: 1,
        });
        touched.add(op.lovId);
        savedIds.push(lovValueId);
        continue;
      }
      const stored = storedValue(draft, op);
      writableHeader(draft, stored.lovId, scope, op.row);
      checkVersion(stored, op.objectVersionNumber);
      touched.add(stored.lovId);
      if (op.status === 'delete') {
        draft.values.delete(stored.lovValueId);
        continue;
      }
      draft.values.set(stored.lovValueId, {
        ...applyFields(stored, op.fields, lang),
        objectVersionNumber: stored.objectVersionNumber + 1,
      });
      savedIds.push(stored.lovValueId);
    }
    checkUnique(draft, touched);
    this.data = draft;
    return [...new Set(savedIds)]
      .map((id) => draft.values.get(id))
      .filter((value): value is StoredValue => value !== undefined);
  }

  private lastOrder(data: Data, lovId: number): number {
    return Math.max(
      0,
      ...[...data.values.values()].filter((v) => v.lovId === lovId).map((v) => v.orderSeq),
    );
  }
}
