// Tenant-scoped configuration records keyed by a code (the email and SMS accounts, the send
// configurations): a code unique per tenant and never changed once saved, an optimistic version,
// and optionally one write-only secret kept here and never answered (the routes answer only
// whether one is set). A save without a secret (absent or blank) keeps the stored one.
import type { Texts } from '../../data/lov-types';
import { AdminFailure, checkVersion, invalid, notFound } from '../admin/failure';

export interface ConfigRecord<F> {
  id: number;
  tenantId: number;
  code: string;
  objectVersionNumber: number;
  secret: string | null;
  fields: F;
}

export interface ConfigRecordSave<F> {
  id?: number;
  objectVersionNumber?: number;
  code: string;
  /** Absent or blank: keep the stored secret. */
  secret?: string | null;
  fields: F;
}

export interface ConfigRecordSeed<F> {
  tenantId: number;
  code: string;
  secret: string | null;
  fields: F;
}

const CODE = /^[A-Z][A-Z0-9_.-]{1,59}$/;

export class ConfigRecordStore<F extends object> {
  private rows: ConfigRecord<F>[] = [];
  private nextId = 1;

  /**
   * `what` names one record in messages ("邮箱账户", "email account"); `secretRequired`: a new
   * record must come with its secret.
   */
  constructor(
    private readonly what: Texts,
    private readonly seeds: readonly ConfigRecordSeed<F>[],
    private readonly secretRequired: Texts | null,
  ) {
    this.reset();
  }

  reset(): void {
    this.nextId = 1;
    this.rows = this.seeds.map((seed) => ({
      id: this.nextId++,
      tenantId: seed.tenantId,
      code: seed.code,
      objectVersionNumber: 1,
      secret: seed.secret,
      fields: { ...seed.fields },
    }));
  }

  /** One tenant's records, by code (copies). */
  list(tenantId: number): ConfigRecord<F>[] {
    return this.rows
      .filter((row) => row.tenantId === tenantId)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(copy);
  }

  byCode(tenantId: number, code: string): ConfigRecord<F> | undefined {
    const found = this.rows.find((row) => row.tenantId === tenantId && row.code === code);
    return found && copy(found);
  }

  save(tenantId: number, input: ConfigRecordSave<F>): ConfigRecord<F> {
    const secret = input.secret ? input.secret : null;
    if (input.id === undefined) {
      if (!CODE.test(input.code)) {
        throw invalid(
          `${this.what.zh_CN}编码须为 2 到 60 位大写字母、数字、点、下划线或连字符`,
          `Code of the ${this.what.en_US}: 2 to 60 capital letters, digits, dots, underscores or hyphens`,
        );
      }
      if (this.rows.some((row) => row.tenantId === tenantId && row.code === input.code)) {
        throw new AdminFailure('error.data_exists', {
          zh_CN: `${this.what.zh_CN}编码 ${input.code} 已存在`,
          en_US: `A ${this.what.en_US} of code ${input.code} already exists`,
        });
      }
      if (this.secretRequired && secret === null) {
        throw invalid(
          `${this.secretRequired.zh_CN} 必填`,
          `${this.secretRequired.en_US} is required`,
        );
      }
      const row: ConfigRecord<F> = {
        id: this.nextId++,
        tenantId,
        code: input.code,
        objectVersionNumber: 1,
        secret,
        fields: { ...input.fields },
      };
      this.rows.push(row);
      return copy(row);
    }
    const stored = this.find(tenantId, input.id);
    checkVersion(stored, input.objectVersionNumber ?? -1);
    stored.fields = { ...input.fields };
    if (secret !== null) stored.secret = secret;
    stored.objectVersionNumber += 1;
    return copy(stored);
  }

  /** Changes some fields of every one of a tenant's records (e.g. clears a default flag). */
  updateAll(tenantId: number, change: (fields: F) => F): void {
    for (const row of this.rows) if (row.tenantId === tenantId) row.fields = change(row.fields);
  }

  remove(tenantId: number, id: number, version: number): ConfigRecord<F> {
    const stored = this.find(tenantId, id);
    checkVersion(stored, version);
    this.rows = this.rows.filter((row) => row !== stored);
    return copy(stored);
  }

  private find(tenantId: number, id: number): ConfigRecord<F> {
    const stored = this.rows.find((row) => row.id === id && row.tenantId === tenantId);
    if (!stored) {
      throw notFound(`${this.what.zh_CN}不存在`, `The ${this.what.en_US} does not exist`);
    }
    return stored;
  }
}

const copy = <F>(row: ConfigRecord<F>): ConfigRecord<F> => ({ ...row, fields: { ...row.fields } });
