// The user directory: seed users, roles and tenants plus the little user data that can change at
// run time (default tenant, recently accessed tenants). reset() restores the seed.
import { seedRoles, type SeedRole } from '../data/roles';
import { seedTenants, type SeedTenant } from '../data/tenants';
import { seedUsers, type SeedUser } from '../data/users';
import type { UserLanguage } from './platform-types';
import type { MenuLayout } from './types';

export interface UserProfile {
  realName: string;
  email: string;
  phone: string;
}

interface MutableUserData {
  defaultTenantId: number;
  recentTenantIds: number[];
  language: UserLanguage;
  menuLayout: MenuLayout;
  profile: UserProfile;
}

export interface SessionStart {
  roleId: number;
  tenantId: number;
}

const MAX_RECENT_TENANTS = 5;

export class Accounts {
  private readonly data = new Map<number, MutableUserData>();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.data.clear();
    for (const user of seedUsers) {
      this.data.set(user.id, {
        defaultTenantId: user.defaultTenantId,
        recentTenantIds: [],
        language: user.language,
        menuLayout: 'inline',
        profile: { realName: user.realName, email: user.email, phone: user.phone },
      });
    }
  }

  findByLoginName(loginName: string): SeedUser | undefined {
    return seedUsers.find((user) => user.loginName === loginName);
  }

  /** The user when the login name and password match, otherwise undefined. */
  authenticate(loginName: string, password: string): SeedUser | undefined {
    const user = this.findByLoginName(loginName);
    return user && user.password === password ? user : undefined;
  }

  user(userId: number): SeedUser {
    const user = seedUsers.find((candidate) => candidate.id === userId);
    if (!user) throw new Error(`Unknown user ${userId}`);
    return user;
  }

  role(roleId: number): SeedRole | undefined {
    return seedRoles.find((role) => role.id === roleId);
  }

  tenant(tenantId: number): SeedTenant {
    const tenant = seedTenants.find((candidate) => candidate.id === tenantId);
    if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
    return tenant;
  }

  rolesOf(userId: number): SeedRole[] {
    return this.user(userId)
      .memberships.map((membership) => this.role(membership.roleId))
      .filter((role): role is SeedRole => role !== undefined);
  }

  memberRoleId(userId: number, roleId: number): number {
    const membership = this.user(userId).memberships.find((m) => m.roleId === roleId);
    return membership ? membership.memberRoleId : 0;
  }

  holdsRole(userId: number, roleId: number): boolean {
    return this.rolesOf(userId).some((role) => role.id === roleId);
  }

  /** Tenants the user has at least one role in, by tenant id. */
  tenantsOf(userId: number): SeedTenant[] {
    const ids = [...new Set(this.rolesOf(userId).map((role) => role.tenantId))].sort(
      (a, b) => a - b,
    );
    return ids.map((id) => this.tenant(id));
  }

  /** The role a session gets in a tenant: the default role if it is there, else the first one. */
  roleInTenant(userId: number, tenantId: number): SeedRole | undefined {
    const inTenant = this.rolesOf(userId).filter((role) => role.tenantId === tenantId);
    const user = this.user(userId);
    return inTenant.find((role) => role.id === user.defaultRoleId) ?? inTenant[0];
  }

  defaultTenantId(userId: number): number {
    return this.mutable(userId).defaultTenantId;
  }

  setDefaultTenant(userId: number, tenantId: number): void {
    this.mutable(userId).defaultTenantId = tenantId;
  }

  /** The user's language (seed, or as set by PUT /iam/hzero/v1/users/default-language). */
  language(userId: number): UserLanguage {
    return this.mutable(userId).language;
  }

  setLanguage(userId: number, language: UserLanguage): void {
    this.mutable(userId).language = language;
  }

  /** The shell layout the user chose (inline until PUT /iam/hzero/v1/users/menu-layout). */
  menuLayout(userId: number): MenuLayout {
    return this.mutable(userId).menuLayout;
  }

  setMenuLayout(userId: number, menuLayout: MenuLayout): void {
    this.mutable(userId).menuLayout = menuLayout;
  }

  /** Name, email and phone: seed values until PUT /iam/hzero/v1/users/self changes them. */
  profile(userId: number): UserProfile {
    return this.mutable(userId).profile;
  }

  updateProfile(userId: number, patch: Partial<UserProfile>): void {
    const data = this.mutable(userId);
    data.profile = { ...data.profile, ...patch };
  }

  recentTenants(userId: number): SeedTenant[] {
    return this.mutable(userId).recentTenantIds.map((id) => this.tenant(id));
  }

  noteTenantAccess(userId: number, tenantId: number): void {
    const data = this.mutable(userId);
    data.recentTenantIds = [
      tenantId,
      ...data.recentTenantIds.filter((id) => id !== tenantId),
    ].slice(0, MAX_RECENT_TENANTS);
  }

  /** Where a new session starts: the default tenant, with the user's role there. */
  sessionStart(userId: number): SessionStart {
    const tenantId = this.defaultTenantId(userId);
    const role = this.roleInTenant(userId, tenantId) ?? this.rolesOf(userId)[0];
    if (!role) throw new Error(`User ${userId} has no role`);
    return { roleId: role.id, tenantId: role.tenantId };
  }

  private mutable(userId: number): MutableUserData {
    const data = this.data.get(userId);
    if (!data) throw new Error(`Unknown user ${userId}`);
    return data;
  }
}
