// The data hierarchies (/hpfm/data-hierarchy, site level): each tenant's levels (PROJECT,
// COMPANY, PLANT…) and their values, seeded from mock/data/data-hierarchies.ts. The header's
// selectors and dialog (GET …/data-hierarchies/switch/value) offer the enabled levels with their
// enabled values, so what is saved here is what the tenant's users see at their next load.
import { seedHierarchies, type SeedHierarchy } from '../../data/data-hierarchies';
import type { Texts } from '../../data/lov-types';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';

export interface StoredLevel {
  dataHierarchyId: number;
  tenantId: number;
  code: string;
  name: Texts;
  displayStyle: 'SELECT' | 'MODAL';
  initialValue: string | null;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface StoredValue {
  valueId: number;
  dataHierarchyId: number;
  value: string;
  meaning: Texts;
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** A level as the header reads it: enabled values only, in their order. */
export type OfferedLevel = SeedHierarchy;

export interface LevelInput {
  tenantId: number;
  code: string;
  name: Texts;
  displayStyle: 'SELECT' | 'MODAL';
  enabledFlag: 0 | 1;
}

export interface ValueInput {
  dataHierarchyId: number;
  value: string;
  meaning: Texts;
  enabledFlag: 0 | 1;
}

/** A level's code and a value: capitals, digits and `_ -`, starting with a letter or digit. */
export const HIERARCHY_CODE = /^[A-Z0-9][A-Z0-9_-]{0,29}$/;

const exists = (what: string, code: string) =>
  new AdminFailure('error.data_exists', {
    zh_CN: `${what.split('|')[0]} ${code} 已存在`,
    en_US: `${what.split('|')[1]} ${code} already exists`,
  });

export class HierarchyStore {
  private levels = new Map<number, StoredLevel>();
  private values = new Map<number, StoredValue>();
  private nextLevelId = 1;
  private nextValueId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.levels.clear();
    this.values.clear();
    this.nextLevelId = 1;
    this.nextValueId = 1;
    for (const seed of seedHierarchies) {
      this.levels.set(seed.dataHierarchyId, {
        dataHierarchyId: seed.dataHierarchyId,
        tenantId: seed.tenantId,
        code: seed.code,
        name: seed.name,
        displayStyle: seed.displayStyle,
        initialValue: seed.initialValue,
        enabledFlag: 1,
        objectVersionNumber: 1,
      });
      this.nextLevelId = Math.max(this.nextLevelId, seed.dataHierarchyId + 1);
      for (const value of seed.values) {
        const valueId = this.nextValueId++;
        this.values.set(valueId, {
          valueId,
          dataHierarchyId: seed.dataHierarchyId,
          value: value.value,
          meaning: value.meaning,
          enabledFlag: 1,
          objectVersionNumber: 1,
        });
      }
    }
  }

  levelList(): StoredLevel[] {
    return [...this.levels.values()].map((level) => ({ ...level }));
  }

  level(id: number): StoredLevel {
    const level = this.levels.get(id);
    if (!level) throw notFound(`数据层级 ${id} 不存在`, `Data hierarchy ${id} does not exist`);
    return { ...level };
  }

  valueList(dataHierarchyId: number): StoredValue[] {
    return [...this.values.values()]
      .filter((value) => value.dataHierarchyId === dataHierarchyId)
      .map((value) => ({ ...value }));
  }

  /** What the header offers a tenant's users: enabled levels with their enabled values. */
  offered(tenantId: number): OfferedLevel[] {
    return this.levelList()
      .filter((level) => level.tenantId === tenantId && level.enabledFlag === 1)
      .map((level) => ({
        dataHierarchyId: level.dataHierarchyId,
        tenantId: level.tenantId,
        code: level.code,
        name: level.name,
        displayStyle: level.displayStyle,
        initialValue: level.initialValue,
        values: this.valueList(level.dataHierarchyId)
          .filter((value) => value.enabledFlag === 1)
          .map((value) => ({ value: value.value, meaning: value.meaning })),
      }));
  }

  createLevel(input: LevelInput): StoredLevel {
    const taken = this.levelList().some(
      (level) => level.tenantId === input.tenantId && level.code === input.code,
    );
    if (taken) throw exists('数据层级|Data hierarchy', input.code);
    const level: StoredLevel = {
      dataHierarchyId: this.nextLevelId++,
      ...input,
      initialValue: null,
      objectVersionNumber: 1,
    };
    this.levels.set(level.dataHierarchyId, level);
    return { ...level };
  }

  updateLevel(
    id: number,
    version: number,
    change: Partial<Pick<StoredLevel, 'name' | 'displayStyle' | 'enabledFlag'>>,
  ): StoredLevel {
    const stored = this.level(id);
    checkVersion(stored, version);
    const saved: StoredLevel = {
      ...stored,
      name: change.name ?? stored.name,
      displayStyle: change.displayStyle ?? stored.displayStyle,
      enabledFlag: change.enabledFlag ?? stored.enabledFlag,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.levels.set(id, saved);
    return { ...saved };
  }

  value(valueId: number): StoredValue {
    const value = this.values.get(valueId);
    if (!value)
      throw notFound(`层级值 ${valueId} 不存在`, `Hierarchy value ${valueId} does not exist`);
    return { ...value };
  }

  createValue(input: ValueInput): StoredValue {
    const level = this.level(input.dataHierarchyId);
    if (this.valueList(level.dataHierarchyId).some((value) => value.value === input.value)) {
      throw exists('层级值|Value', input.value);
    }
    const value: StoredValue = { valueId: this.nextValueId++, ...input, objectVersionNumber: 1 };
    this.values.set(value.valueId, value);
    return { ...value };
  }

  updateValue(
    valueId: number,
    version: number,
    change: Partial<Pick<StoredValue, 'meaning' | 'enabledFlag'>>,
  ): StoredValue {
    const stored = this.value(valueId);
    checkVersion(stored, version);
    const saved: StoredValue = {
      ...stored,
      meaning: change.meaning ?? stored.meaning,
      enabledFlag: change.enabledFlag ?? stored.enabledFlag,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.values.set(valueId, saved);
    return { ...saved };
  }
}

/** A code or value as typed: trimmed, and refused (naming the field) unless it fits. */
export function checkedCode(field: string, code: string): string {
  const trimmed = code.trim();
  if (!HIERARCHY_CODE.test(trimmed)) {
    throw invalid(
      `${field} 只能包含大写字母、数字、_ 和 -，最多 30 个字符`,
      `${field} may hold capitals, digits, _ and - only, at most 30 characters`,
    );
  }
  return trimmed;
}
