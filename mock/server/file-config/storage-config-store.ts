// Storage configurations per tenant (tenant 0: the platform's): where uploads go. A tenant has
// exactly one default while it has any: its first one becomes it, "set as default" moves it, and
// the default can be neither deleted nor disabled. An upload naming no storage goes to the
// tenant's default, else the platform's (`defaultCode`); one naming a storage must name an
// enabled one of its tenant or the platform (`usable`). Codes are unique per tenant.
import type { StorageConfigSave } from '../../../src/services/file/storage-types';
import { seedStorageConfigs, type SeedStorageConfig } from '../../data/storage-configs';
import { AdminFailure, checkVersion, notFound } from '../admin/failure';

export interface StoredStorage extends SeedStorageConfig {
  storageConfigId: number;
  objectVersionNumber: number;
}

/** Which tenants a call reaches: one, or every one (the site form). */
export type Reach = number | 'all';

const refused = (code: string, zh_CN: string, en_US: string) =>
  new AdminFailure(code, { zh_CN, en_US }, 'warn');

export class StorageConfigStore {
  private rows: StoredStorage[] = [];

  constructor() {
    this.reset();
  }

  reset(): void {
    this.rows = seedStorageConfigs.map((seed, index) => ({
      ...seed,
      storageConfigId: index + 1,
      objectVersionNumber: 1,
    }));
  }

  /** The configurations reached, by tenant then code. */
  list(reach: Reach): StoredStorage[] {
    return this.rows
      .filter((row) => reach === 'all' || row.tenantId === reach)
      .sort((a, b) => a.tenantId - b.tenantId || a.storageCode.localeCompare(b.storageCode))
      .map((row) => ({ ...row }));
  }

  find(reach: Reach, storageConfigId: number): StoredStorage {
    const stored = this.rows.find(
      (row) =>
        row.storageConfigId === storageConfigId && (reach === 'all' || row.tenantId === reach),
    );
    if (!stored) throw notFound('存储配置不存在', 'The storage configuration does not exist');
    return stored;
  }

  /** A new configuration of `tenantId`; its first one is its default. */
  create(tenantId: number, input: StorageConfigSave & { storageCode: string }): StoredStorage {
    if (
      this.rows.some((row) => row.tenantId === tenantId && row.storageCode === input.storageCode)
    ) {
      throw new AdminFailure('error.data_exists', {
        zh_CN: `存储编码 ${input.storageCode} 已存在`,
        en_US: `Storage code ${input.storageCode} already exists`,
      });
    }
    const first = !this.rows.some((row) => row.tenantId === tenantId);
    const row: StoredStorage = {
      ...this.fieldsOf(input, input.accessKeySecret || null),
      tenantId,
      storageCode: input.storageCode,
      storageConfigId: Math.max(0, ...this.rows.map((one) => one.storageConfigId)) + 1,
      defaultFlag: first ? 1 : 0,
      enabledFlag: first ? 1 : input.enabledFlag,
      objectVersionNumber: 1,
    };
    this.rows.push(row);
    return { ...row };
  }

  /** Changes a configuration (never its tenant or code); a blank secret keeps the stored one. */
  update(reach: Reach, input: StorageConfigSave): StoredStorage {
    const stored = this.find(reach, input.storageConfigId ?? -1);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    if (stored.defaultFlag === 1 && input.enabledFlag === 0) {
      throw refused(
        'error.storage.default_disabled',
        `默认存储 ${stored.storageCode} 不能禁用：请先设置另一个默认存储`,
        `The default storage ${stored.storageCode} cannot be disabled: make another one the default first`,
      );
    }
    Object.assign(stored, this.fieldsOf(input, input.accessKeySecret || stored.secret), {
      objectVersionNumber: stored.objectVersionNumber + 1,
    });
    return { ...stored };
  }

  remove(reach: Reach, storageConfigId: number, version: number): void {
    const stored = this.find(reach, storageConfigId);
    checkVersion(stored, version);
    if (stored.defaultFlag === 1) {
      throw refused(
        'error.storage.default_delete',
        `默认存储 ${stored.storageCode} 不能删除`,
        `The default storage ${stored.storageCode} cannot be deleted`,
      );
    }
    this.rows = this.rows.filter((row) => row !== stored);
  }

  /** Makes a configuration its tenant's one default (an enabled one only). */
  setDefault(reach: Reach, storageConfigId: number, version: number): StoredStorage {
    const stored = this.find(reach, storageConfigId);
    checkVersion(stored, version);
    if (stored.enabledFlag !== 1) {
      throw refused(
        'error.storage.disabled',
        `存储 ${stored.storageCode} 已禁用，不能设为默认`,
        `The storage ${stored.storageCode} is disabled and cannot be the default`,
      );
    }
    for (const row of this.rows) {
      if (row.tenantId !== stored.tenantId || row.defaultFlag !== 1 || row === stored) continue;
      row.defaultFlag = 0;
      row.objectVersionNumber += 1;
    }
    if (stored.defaultFlag !== 1) {
      stored.defaultFlag = 1;
      stored.objectVersionNumber += 1;
    }
    return { ...stored };
  }

  /** The storage code an upload of `tenantId` naming none goes to (null: none configured). */
  defaultCode(tenantId: number): string | null {
    const of = (tenant: number) =>
      this.rows.find((row) => row.tenantId === tenant && row.defaultFlag === 1);
    return (of(tenantId) ?? of(0))?.storageCode ?? null;
  }

  /** Whether an upload of `tenantId` may name `storageCode`. */
  usable(tenantId: number, storageCode: string): boolean {
    return this.rows.some(
      (row) =>
        (row.tenantId === tenantId || row.tenantId === 0) &&
        row.storageCode === storageCode &&
        row.enabledFlag === 1,
    );
  }

  private fieldsOf(input: StorageConfigSave, secret: string | null) {
    return {
      storageType: input.storageType,
      endPoint: input.endPoint,
      domain: input.domain,
      accessKeyId: input.accessKeyId,
      secret,
      bucketPrefix: input.bucketPrefix,
      enabledFlag: input.enabledFlag,
    };
  }
}
