// What the identity console keeps about roles besides the Accounts' role records: each role's
// granted permission-set codes (HZERO's role-permission rows of type ps), its record version and
// the labels. Menus assigned to a role live on the role itself (`menu`, the catalogue filtered by
// the assigned pages: see menu-catalogue.ts). reset() restores the seed.
import { rolePermissions } from '../../data/permissions';
import { seedRoles } from '../../data/roles';
import type { LabelDto } from '../../../src/services/iam/role-admin-types';

/** A label as the gateway holds it: the answer's fields but the count of roles carrying it. */
export type StoredLabel = Omit<LabelDto, 'roleCount'>;

const SEED_LABELS: readonly Omit<StoredLabel, 'id' | 'objectVersionNumber'>[] = [
  {
    name: 'SITE_ADMIN',
    type: 'ROLE',
    description: '平台管理员 / platform administrator',
    enabledFlag: 1,
    presetFlag: 1,
  },
  {
    name: 'TENANT_ADMIN',
    type: 'ROLE',
    description: '租户管理员 / tenant administrator',
    enabledFlag: 1,
    presetFlag: 1,
  },
  {
    name: 'HZERO_MENU',
    type: 'MENU',
    description: '标准菜单 / standard menus',
    enabledFlag: 1,
    presetFlag: 1,
  },
];

export class RoleAdmin {
  private granted = new Map<number, Set<string>>();
  private versions = new Map<number, number>();
  private labelList: StoredLabel[] = [];
  private nextLabelId = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.granted = new Map(
      seedRoles.map((role) => [role.id, new Set(rolePermissions[role.code]?.approved ?? [])]),
    );
    this.versions.clear();
    this.labelList = SEED_LABELS.map((label, index) => ({
      ...label,
      id: index + 1,
      objectVersionNumber: 1,
    }));
    this.nextLabelId = this.labelList.length + 1;
  }

  /** The permission-set codes granted to a role (an admin role approves every code anyway). */
  grantedCodes(roleId: number): ReadonlySet<string> {
    return this.granted.get(roleId) ?? new Set();
  }

  grant(roleId: number, codes: Iterable<string>): void {
    this.granted.set(roleId, new Set([...this.grantedCodes(roleId), ...codes]));
  }

  revoke(roleId: number, codes: Iterable<string>): void {
    const left = new Set(this.grantedCodes(roleId));
    for (const code of codes) left.delete(code);
    this.granted.set(roleId, left);
  }

  /** A role record's version (1 until its first change). */
  version(roleId: number): number {
    return this.versions.get(roleId) ?? 1;
  }

  bumpVersion(roleId: number): number {
    const next = this.version(roleId) + 1;
    this.versions.set(roleId, next);
    return next;
  }

  labels(): readonly StoredLabel[] {
    return this.labelList;
  }

  label(id: number): StoredLabel | undefined {
    return this.labelList.find((label) => label.id === id);
  }

  addLabel(input: Omit<StoredLabel, 'id' | 'objectVersionNumber'>): StoredLabel {
    const label: StoredLabel = { ...input, id: this.nextLabelId++, objectVersionNumber: 1 };
    this.labelList.push(label);
    return label;
  }
}
