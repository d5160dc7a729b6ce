// Charge standards per organisation (seed: mock/data/property-charging.ts): a project's charge
// items. A code is unique in the organisation; every write checks the version the caller read
// and bumps it. Houses are charged by their project's enabled standards (chargesOf).
import { t } from '../../data/lov-types';
import { seedChargeStandards, type SeedChargeStandard } from '../../data/property-charging';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StoredChargeStandard extends SeedChargeStandard {
  objectVersionNumber: number;
}

export type ChargeStandardInput = Omit<SeedChargeStandard, 'standardId' | 'tenantId'>;

export class ChargeStandardStore {
  private rows: StoredChargeStandard[] = [];
  private nextId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.rows = seedChargeStandards.map((row) => ({ ...row, objectVersionNumber: 1 }));
    this.nextId = Math.max(...this.rows.map((row) => row.standardId)) + 1;
  }

  list(tenantId: number): StoredChargeStandard[] {
    return this.rows.filter((row) => row.tenantId === tenantId);
  }

  /** A standard of the organisation; another organisation's is not there for it. */
  get(tenantId: number, standardId: number): StoredChargeStandard {
    const row = this.rows.find((one) => one.standardId === standardId && one.tenantId === tenantId);
    if (!row) {
      throw notFound(
        `收费标准 ${standardId} 不存在`,
        `Charge standard ${standardId} does not exist`,
      );
    }
    return row;
  }

  create(tenantId: number, input: ChargeStandardInput): StoredChargeStandard {
    this.checkUnique(tenantId, input.standardCode);
    const row: StoredChargeStandard = {
      ...input,
      standardId: this.nextId++,
      tenantId,
      objectVersionNumber: 1,
    };
    this.rows.push(row);
    return row;
  }

  update(
    tenantId: number,
    standardId: number,
    version: number,
    input: ChargeStandardInput,
  ): StoredChargeStandard {
    const stored = this.get(tenantId, standardId);
    checkVersion(stored, version);
    this.checkUnique(tenantId, input.standardCode, standardId);
    Object.assign(stored, input, { objectVersionNumber: stored.objectVersionNumber + 1 });
    return stored;
  }

  /** Removes the standards (all or none: each must exist at the version read). */
  remove(tenantId: number, refs: { standardId: number; objectVersionNumber: number }[]): void {
    for (const ref of refs)
      checkVersion(this.get(tenantId, ref.standardId), ref.objectVersionNumber);
    const gone = new Set(refs.map((ref) => ref.standardId));
    this.rows = this.rows.filter((row) => !(row.tenantId === tenantId && gone.has(row.standardId)));
  }

  private checkUnique(tenantId: number, code: string, except?: number): void {
    const taken = this.list(tenantId).some(
      (row) => row.standardCode === code && row.standardId !== except,
    );
    if (taken) {
      throw new AdminFailure(
        'error.standard.code_exists',
        t(`收费标准编码 ${code} 已存在`, `Charge standard code ${code} already exists`),
      );
    }
  }
}
