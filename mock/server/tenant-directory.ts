// The platform's tenants, the one place the gateway keeps them: the seed's three, plus what Tenant
// Information and Tenant Initialisation create and change (name, limits, contact, enabled). Every
// answer naming a tenant (self-tenants, the session, role rows) reads it through Accounts.
import { seedTenants, type SeedTenant } from '../data/tenants';

export interface StoredTenant extends SeedTenant {
  /** A disabled tenant is offered to nobody: its users cannot pick it nor start a session in it. */
  enabledFlag: 0 | 1;
  /** Most users the tenant may have (null: no limit). */
  limitUserQty: number | null;
  contactName: string | null;
  contactEmail: string | null;
  /** When it was created, `YYYY-MM-DD HH:mm:ss`. */
  creationDate: string;
  objectVersionNumber: number;
}

export type NewTenant = Pick<
  StoredTenant,
  'num' | 'name' | 'limitUserQty' | 'contactName' | 'contactEmail' | 'creationDate'
>;

export type TenantChanges = Partial<
  Pick<StoredTenant, 'name' | 'limitUserQty' | 'contactName' | 'contactEmail' | 'enabledFlag'>
>;

const SEED_CREATED = '2026-01-05 09:00:00';

const seedRows = (): StoredTenant[] =>
  seedTenants.map((tenant) => ({
    ...structuredClone(tenant),
    enabledFlag: 1,
    limitUserQty: null,
    contactName: null,
    contactEmail: null,
    creationDate: SEED_CREATED,
    objectVersionNumber: 1,
  }));

export class TenantDirectory {
  private rows: StoredTenant[] = seedRows();

  reset(): void {
    this.rows = seedRows();
  }

  /** Every tenant, the platform (0) first, in the order they were created. */
  all(): readonly StoredTenant[] {
    return this.rows;
  }

  find(tenantId: number): StoredTenant | undefined {
    return this.rows.find((tenant) => tenant.id === tenantId);
  }

  byNum(num: string): StoredTenant | undefined {
    return this.rows.find((tenant) => tenant.num === num);
  }

  isEnabled(tenantId: number): boolean {
    return this.find(tenantId)?.enabledFlag === 1;
  }

  /** Adds a tenant (enabled, version 1) with the next id; the caller checked the number is free. */
  add(input: NewTenant): StoredTenant {
    const tenant: StoredTenant = {
      ...input,
      id: Math.max(...this.rows.map((row) => row.id)) + 1,
      names: { en_US: input.name },
      enabledFlag: 1,
      objectVersionNumber: 1,
    };
    this.rows.push(tenant);
    return tenant;
  }

  /** Saves changes one version up; the caller checked the version read. */
  update(tenantId: number, changes: TenantChanges): StoredTenant {
    const stored = this.find(tenantId);
    if (!stored) throw new Error(`Unknown tenant ${tenantId}`);
    const name = changes.name ?? stored.name;
    const saved: StoredTenant = {
      ...stored,
      ...changes,
      name,
      names: changes.name === undefined ? stored.names : { en_US: name },
      objectVersionNumber: stored.objectVersionNumber + 1,
    };
    this.rows = this.rows.map((row) => (row.id === tenantId ? saved : row));
    return saved;
  }
}
