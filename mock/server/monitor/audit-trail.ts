// Audit Data's versions and the audit configuration that decides which entities get new ones.
// The versions start as the seed (mock/data/audit.ts, audit-long.ts); a write the gateway audits
// (a currency or a job saved) adds one through `recordChange`, unless its entity's configuration
// is switched off. A reset restores the seed versions and turns every entity on again.
import { seedAuditDataConfigs, type SeedAuditDataConfig } from '../../data/audit-configs';
import { seedAuditVersions, type SeedAuditVersion } from '../../data/audit';
import { longAuditVersions } from '../../data/audit-long';
import type { Texts } from '../../data/lov-types';
import { checkVersion, notFound } from '../admin/failure';
import type { Clock } from '../clock';
import { formatDateTime } from '../work/dates';

export interface StoredAuditConfig extends SeedAuditDataConfig {
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

/** One audited field: its code, its name in both languages, and how it read before and after. */
export interface FieldChange {
  fieldCode: string;
  fieldName: Texts;
  before: string | null;
  after: string | null;
}

export interface AuditedChange {
  entityCode: string;
  entityId: number;
  tenantId: number;
  auditType: SeedAuditVersion['auditType'];
  changedBy: string;
  fields: FieldChange[];
}

const seedVersions = (): SeedAuditVersion[] =>
  structuredClone([...seedAuditVersions, ...longAuditVersions]);

const seedConfigs = (): StoredAuditConfig[] =>
  seedAuditDataConfigs.map((config) => ({
    ...structuredClone(config),
    enabledFlag: 1,
    objectVersionNumber: 1,
  }));

/** The fields whose text differs, in the order given. */
export function changedFields(fields: FieldChange[]): FieldChange[] {
  return fields.filter((field) => field.before !== field.after);
}

export class AuditTrail {
  private versionList = seedVersions();
  private configList = seedConfigs();

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.versionList = seedVersions();
    this.configList = seedConfigs();
  }

  versions(): readonly SeedAuditVersion[] {
    return this.versionList;
  }

  configs(): readonly StoredAuditConfig[] {
    return this.configList;
  }

  audited(entityCode: string): boolean {
    return this.configList.some((c) => c.entityCode === entityCode && c.enabledFlag === 1);
  }

  /** Switches an entity's auditing on or off (when the caller's version is current). */
  setEnabled(id: number, objectVersionNumber: number, enabledFlag: 0 | 1): StoredAuditConfig {
    const config = this.configList.find((c) => c.auditDataConfigId === id);
    if (!config) {
      throw notFound(`审计配置 ${id} 不存在`, `Audit configuration ${id} does not exist`);
    }
    checkVersion(config, objectVersionNumber);
    config.enabledFlag = enabledFlag;
    config.objectVersionNumber += 1;
    return config;
  }

  /**
   * A new version of the record when its entity is audited and a field changed; answers it, or
   * undefined when nothing was recorded.
   */
  recordChange(change: AuditedChange): SeedAuditVersion | undefined {
    const fields = changedFields(change.fields);
    if (!this.audited(change.entityCode) || fields.length === 0) return undefined;
    const ofRecord = this.versionList.filter(
      (v) => v.entityCode === change.entityCode && v.entityId === change.entityId,
    );
    const version: SeedAuditVersion = {
      auditDataId: Math.max(0, ...this.versionList.map((v) => v.auditDataId)) + 1,
      tenantId: change.tenantId,
      entityCode: change.entityCode,
      entityId: change.entityId,
      entityVersion: Math.max(0, ...ofRecord.map((v) => v.entityVersion)) + 1,
      auditType: change.auditType,
      remark: null,
      lastUpdatedByName: change.changedBy,
      lastUpdateDate: formatDateTime(this.clock.now()),
      lines: fields.map((f) => [f.fieldCode, f.fieldName, f.before, f.after]),
    };
    this.versionList.push(version);
    return version;
  }
}
