// The organisations' unit trees (/hpfm/organization, -org), seeded from mock/data/units.ts.
// Every change is versioned; the rules HZERO keeps: codes unique in a tenant, a unit moves only
// within its tenant and never under itself or its descendants, a unit with enabled children is
// not disabled (their names are given) and a unit under a disabled one is not enabled.
import { seedUnits, type SeedUnit } from '../../data/units';
import type { UnitDto, UnitTypeCode } from '../../../src/services/platform/unit-types';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';

export type StoredUnit = Omit<UnitDto, 'children'>;

export interface UnitInput {
  tenantId: number;
  unitCode: string;
  unitName: string;
  unitTypeCode: UnitTypeCode;
  parentUnitId: number | null;
  orderSeq?: number;
}

const STEP = 10;

const refused = (zh_CN: string, en_US: string) =>
  new AdminFailure('error.unit.refused', { zh_CN, en_US }, 'warn');

export class UnitStore {
  private units = new Map<number, StoredUnit>();
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.units.clear();
    this.nextId = 1;
    const plant = (tenantId: number, parentUnitId: number | null, seeds: SeedUnit[]) =>
      seeds.forEach((seed, index) => {
        const unitId = this.nextId++;
        this.units.set(unitId, {
          unitId,
          tenantId,
          unitCode: seed.code,
          unitName: seed.name,
          unitTypeCode: seed.type,
          parentUnitId,
          orderSeq: (index + 1) * STEP,
          enabledFlag: seed.enabled === false ? 0 : 1,
          objectVersionNumber: 1,
        });
        plant(tenantId, unitId, seed.children ?? []);
      });
    for (const [tenantId, seeds] of Object.entries(seedUnits)) plant(Number(tenantId), null, seeds);
  }

  /** A tenant's units as a tree, siblings in order. */
  tree(tenantId: number): UnitDto[] {
    const all = [...this.units.values()].filter((unit) => unit.tenantId === tenantId);
    const below = (parent: number | null): UnitDto[] =>
      all
        .filter((unit) => unit.parentUnitId === parent)
        .sort((a, b) => a.orderSeq - b.orderSeq || a.unitId - b.unitId)
        .map((unit) => {
          const children = below(unit.unitId);
          return { ...unit, ...(children.length > 0 && { children }) };
        });
    return below(null);
  }

  /** The unit, if `reach` (a tenant, or every one) holds it; else not found. */
  find(reach: number | 'all', unitId: number): StoredUnit {
    const unit = this.units.get(unitId);
    if (!unit || (reach !== 'all' && unit.tenantId !== reach)) {
      throw notFound(`组织 ${unitId} 不存在`, `Unit ${unitId} does not exist`);
    }
    return { ...unit };
  }

  private childrenOf(unitId: number): StoredUnit[] {
    return [...this.units.values()].filter((unit) => unit.parentUnitId === unitId);
  }

  private parentFor(tenantId: number, parentUnitId: number | null): StoredUnit | null {
    if (parentUnitId === null) return null;
    const parent = this.units.get(parentUnitId);
    if (!parent || parent.tenantId !== tenantId) {
      throw invalid(
        `parentUnitId 不是本组织的组织：${parentUnitId}`,
        `parentUnitId is not a unit of the organisation: ${parentUnitId}`,
      );
    }
    return parent;
  }

  /** Puts `unit` among its siblings by its orderSeq (first on a tie), renumbering them all. */
  private place(unit: StoredUnit): void {
    const siblings = [...this.units.values()]
      .filter(
        (one) =>
          one.tenantId === unit.tenantId &&
          one.parentUnitId === unit.parentUnitId &&
          one.unitId !== unit.unitId,
      )
      .sort((a, b) => a.orderSeq - b.orderSeq);
    const at = siblings.findIndex((one) => one.orderSeq >= unit.orderSeq);
    const ordered = [...siblings];
    ordered.splice(at < 0 ? ordered.length : at, 0, unit);
    ordered.forEach((one, index) => {
      const orderSeq = (index + 1) * STEP;
      if (one === unit) this.units.set(one.unitId, { ...one, orderSeq });
      else if (one.orderSeq !== orderSeq) {
        this.units.set(one.unitId, {
          ...one,
          orderSeq,
          objectVersionNumber: one.objectVersionNumber + 1,
        });
      }
    });
  }

  create(input: UnitInput): StoredUnit {
    const taken = [...this.units.values()].some(
      (unit) => unit.tenantId === input.tenantId && unit.unitCode === input.unitCode,
    );
    if (taken) {
      throw new AdminFailure('error.data_exists', {
        zh_CN: `组织编码 ${input.unitCode} 已存在`,
        en_US: `Unit code ${input.unitCode} already exists`,
      });
    }
    const parent = this.parentFor(input.tenantId, input.parentUnitId);
    const unit: StoredUnit = {
      ...input,
      unitId: this.nextId++,
      orderSeq: input.orderSeq ?? Number.MAX_SAFE_INTEGER,
      enabledFlag: parent?.enabledFlag ?? 1,
      objectVersionNumber: 1,
    };
    this.units.set(unit.unitId, unit);
    this.place(unit);
    return this.find('all', unit.unitId);
  }

  update(
    reach: number | 'all',
    unitId: number,
    version: number,
    change: Pick<StoredUnit, 'unitName' | 'unitTypeCode' | 'orderSeq'>,
  ): StoredUnit {
    const stored = this.find(reach, unitId);
    checkVersion(stored, version);
    const saved = { ...stored, ...change, objectVersionNumber: stored.objectVersionNumber + 1 };
    this.units.set(unitId, saved);
    if (change.orderSeq !== stored.orderSeq) this.place(saved);
    return this.find(reach, unitId);
  }

  setEnabled(reach: number | 'all', unitId: number, version: number, on: boolean): StoredUnit {
    const stored = this.find(reach, unitId);
    checkVersion(stored, version);
    if (on) {
      const parent = stored.parentUnitId === null ? null : this.find('all', stored.parentUnitId);
      if (parent && parent.enabledFlag === 0) {
        throw refused(
          `上级组织“${parent.unitName}”已禁用，请先启用它`,
          `The parent unit “${parent.unitName}” is disabled: enable it first`,
        );
      }
    } else {
      const enabled = this.childrenOf(unitId).filter((child) => child.enabledFlag === 1);
      if (enabled.length > 0) {
        const names = enabled.map((child) => `“${child.unitName}”`);
        throw refused(
          `“${stored.unitName}”的下级组织仍在启用中：${names.join('、')}。请先禁用它们`,
          `“${stored.unitName}” still has enabled units below it: ${names.join(', ')}. Disable them first`,
        );
      }
    }
    const saved: StoredUnit = {
      ...stored,
      enabledFlag: on ? 1 : 0,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.units.set(unitId, saved);
    return { ...saved };
  }

  /** Whether `unitId` is `ancestor` or below it. */
  private within(unitId: number, ancestor: number): boolean {
    for (
      let at: number | null = unitId;
      at !== null;
      at = this.units.get(at)?.parentUnitId ?? null
    ) {
      if (at === ancestor) return true;
    }
    return false;
  }

  move(
    reach: number | 'all',
    unitId: number,
    version: number,
    to: { parentUnitId: number | null; orderSeq: number },
  ): StoredUnit {
    const stored = this.find(reach, unitId);
    checkVersion(stored, version);
    const parent = this.parentFor(stored.tenantId, to.parentUnitId);
    if (to.parentUnitId !== null && this.within(to.parentUnitId, unitId)) {
      throw refused(
        `不能把“${stored.unitName}”移到它自己或它的下级组织之下`,
        `“${stored.unitName}” cannot move under itself or a unit below it`,
      );
    }
    if (parent?.enabledFlag === 0 && stored.enabledFlag === 1) {
      throw refused(
        `“${parent.unitName}”已禁用，不能接收启用中的组织`,
        `“${parent.unitName}” is disabled: an enabled unit cannot move under it`,
      );
    }
    const moved: StoredUnit = {
      ...stored,
      parentUnitId: to.parentUnitId,
      orderSeq: to.orderSeq,
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.units.set(unitId, moved);
    this.place(moved);
    return this.find(reach, unitId);
  }
}
