// One table of versioned master-data records (countries, regions, banks, calendars): ids handed
// out in order, a code unique within its group (a country's regions, a tenant's calendars), the
// version checked on every change and delete. Each store says what its records are; this keeps
// them, and reset() brings back the seed.
import type { Texts } from '../../data/lov-types';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface Versioned {
  objectVersionNumber: number;
}

export interface TableRules<T> {
  id: (record: T) => number;
  code: (record: T) => string;
  /** Records whose codes must differ (default: all). */
  group?: (record: T) => unknown;
  /** "Country XX" in both languages, for the failures. */
  name: (what: string | number) => Texts;
  /** Why a record may not be deleted (in use elsewhere), or undefined. */
  inUse?: (record: T) => Texts | undefined;
}

export class RecordTable<T extends Versioned> {
  private rows = new Map<number, T>();

  constructor(
    private readonly seed: () => T[],
    private readonly rules: TableRules<T>,
  ) {
    this.reset();
  }

  reset(): void {
    this.rows = new Map(this.seed().map((row) => [this.rules.id(row), row]));
  }

  list(): T[] {
    return [...this.rows.values()];
  }

  find(id: number): T | undefined {
    return this.rows.get(id);
  }

  /** The record, or a not-found failure (also for one `visible` leaves out: another's record). */
  get(id: number, visible: (row: T) => boolean = () => true): T {
    const row = this.rows.get(id);
    if (row && visible(row)) return row;
    const what = this.rules.name(id);
    throw notFound(`${what.zh_CN} 不存在`, `${what.en_US} does not exist`);
  }

  nextId(): number {
    return Math.max(0, ...this.rows.keys()) + 1;
  }

  /** Adds a record (its id from nextId(), version 1); a code its group has is refused. */
  add(record: T): T {
    this.checkCode(record);
    this.rows.set(this.rules.id(record), record);
    return record;
  }

  /** Replaces a record read at `version` with `change(stored)`, one version up. */
  update(id: number, version: number, change: (stored: T) => T): T {
    const stored = this.get(id);
    checkVersion(stored, version);
    const saved = { ...change(stored), objectVersionNumber: stored.objectVersionNumber + 1 };
    this.checkCode(saved);
    this.rows.set(id, saved);
    return saved;
  }

  /** Removes a record read at `version`, unless something still uses it. */
  remove(id: number, version: number): T {
    const stored = this.get(id);
    checkVersion(stored, version);
    const used = this.rules.inUse?.(stored);
    if (used) throw new AdminFailure('error.record.in_use', used, 'warn');
    this.rows.delete(id);
    return stored;
  }

  private checkCode(record: T): void {
    const { id, code, group = () => 0, name } = this.rules;
    const clash = this.list().find(
      (row) => id(row) !== id(record) && group(row) === group(record) && code(row) === code(record),
    );
    if (!clash) return;
    const what = name(code(record));
    throw new AdminFailure('error.data_exists', {
      zh_CN: `${what.zh_CN} 已存在`,
      en_US: `${what.en_US} already exists`,
    });
  }
}
