// The user directory: users, roles and tenants. Users and roles start as copies of the seed and
// change at run time (the identity console creates, edits, locks and assigns them; a session
// changes its default tenant, language, layout and recent tenants). reset() restores the seed.
import { seedRoles, type SeedRole } from '../data/roles';
import { seedUsers, type SeedUser } from '../data/users';
import type { UserLanguage } from './platform-types';
import { TenantDirectory, type StoredTenant } from './tenant-directory';
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

/** A user as the gateway holds it: the seed's fields plus what the identity console changes. */
export interface StoredUser extends SeedUser {
  /** A disabled user cannot sign in (HZERO `enabled`). */
  enabled: boolean;
  /** A locked user cannot sign in until unlocked (HZERO `locked`). */
  locked: boolean;
}

/** A role as the gateway holds it: the seed's fields plus whether it is enabled. */
export interface StoredRole extends SeedRole {
  enabled: boolean;
}

export type NewUser = Omit<StoredUser, 'id'>;
export type NewRole = Omit<StoredRole, 'id'>;

export interface SessionStart {
  roleId: number;
  tenantId: number;
}

const MAX_RECENT_TENANTS = 5;

// above every seed id, including the staff rows of the HIAM.USER lookup (1001…)
const FIRST_NEW_ID = 5000;

export class Accounts {
  private readonly data = new Map<number, MutableUserData>();
  private users: StoredUser[] = [];
  private roles: StoredRole[] = [];
  private nextId = FIRST_NEW_ID;
  /** The platform's tenants (Tenant Information and Initialisation change them). */
  readonly tenants = new TenantDirectory();

  constructor() {
    this.reset();
  }

  reset(): void {
    this.data.clear();
    this.tenants.reset();
    this.users = seedUsers.map((user) => ({
      ...structuredClone(user),
      enabled: true,
      locked: false,
    }));
    this.roles = seedRoles.map((role) => ({ ...structuredClone(role), enabled: true }));
    this.nextId = FIRST_NEW_ID;
    for (const user of this.users) this.track(user);
  }

  /** Every user, in the order they were created. */
  allUsers(): readonly StoredUser[] {
    return this.users;
  }

  /** Every role, in the order they were created. */
  allRoles(): readonly StoredRole[] {
    return this.roles;
  }

  /** Adds a user with a fresh id; the caller has checked the input (unique login name, …). */
  addUser(input: NewUser): StoredUser {
    const user: StoredUser = { ...structuredClone(input), id: this.nextId++ };
    this.users.push(user);
    this.track(user);
    return user;
  }

  /** Changes a user's stored fields (not the id). */
  updateUser(userId: number, patch: Partial<NewUser>): StoredUser {
    const user = this.user(userId);
    Object.assign(user, structuredClone(patch));
    return user;
  }

  /** Adds a role with a fresh id. */
  addRole(input: NewRole): StoredRole {
    const role: StoredRole = { ...structuredClone(input), id: this.nextId++ };
    this.roles.push(role);
    return role;
  }

  /** Changes a role's stored fields (not the id). */
  updateRole(roleId: number, patch: Partial<NewRole>): StoredRole {
    const role = this.role(roleId);
    if (!role) throw new Error(`Unknown role ${roleId}`);
    Object.assign(role, structuredClone(patch));
    return role;
  }

  /** A fresh member-role id for a new membership. */
  newMemberRoleId(): number {
    return this.nextId++;
  }

  findByLoginName(loginName: string): StoredUser | undefined {
    return this.users.find((user) => user.loginName === loginName);
  }

  /** The user when the login name and password match, otherwise undefined. */
  authenticate(loginName: string, password: string): StoredUser | undefined {
    const user = this.findByLoginName(loginName);
    return user && user.password === password ? user : undefined;
  }

  user(userId: number): StoredUser {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user) throw new Error(`Unknown user ${userId}`);
    return user;
  }

  role(roleId: number): StoredRole | undefined {
    return this.roles.find((role) => role.id === roleId);
  }

  tenant(tenantId: number): StoredTenant {
    const tenant = this.tenants.find(tenantId);
    if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
    return tenant;
  }

  /** The enabled roles the user holds: a disabled role is neither offered nor starts a session. */
  rolesOf(userId: number): StoredRole[] {
    return this.user(userId)
      .memberships.map((membership) => this.role(membership.roleId))
      .filter((role): role is StoredRole => role !== undefined && role.enabled);
  }

  memberRoleId(userId: number, roleId: number): number {
    const membership = this.user(userId).memberships.find((m) => m.roleId === roleId);
    return membership ? membership.memberRoleId : 0;
  }

  holdsRole(userId: number, roleId: number): boolean {
    return this.rolesOf(userId).some((role) => role.id === roleId);
  }

  /** Enabled tenants the user has at least one role in, by tenant id. */
  tenantsOf(userId: number): StoredTenant[] {
    const ids = [...new Set(this.rolesOf(userId).map((role) => role.tenantId))]
      .filter((id) => this.tenants.isEnabled(id))
      .sort((a, b) => a - b);
    return ids.map((id) => this.tenant(id));
  }

  /** The role a session gets in a tenant: the default role if it is there, else the first one. */
  roleInTenant(userId: number, tenantId: number): StoredRole | undefined {
    if (!this.tenants.isEnabled(tenantId)) return undefined;
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

  recentTenants(userId: number): StoredTenant[] {
    return this.mutable(userId).recentTenantIds.map((id) => this.tenant(id));
  }

  noteTenantAccess(userId: number, tenantId: number): void {
    const data = this.mutable(userId);
    data.recentTenantIds = [
      tenantId,
      ...data.recentTenantIds.filter((id) => id !== tenantId),
    ].slice(0, MAX_RECENT_TENANTS);
  }

  /**
   * Where a new session starts: the default tenant, with the user's role there (a disabled
   * default tenant: the first role in an enabled one).
   */
  sessionStart(userId: number): SessionStart {
    const tenantId = this.defaultTenantId(userId);
    const role =
      this.roleInTenant(userId, tenantId) ??
      this.rolesOf(userId).find((held) => this.tenants.isEnabled(held.tenantId)) ??
      this.rolesOf(userId)[0];
    if (!role) throw new Error(`User ${userId} has no role`);
    return { roleId: role.id, tenantId: role.tenantId };
  }

  private track(user: StoredUser): void {
    this.data.set(user.id, {
      defaultTenantId: user.defaultTenantId,
      recentTenantIds: [],
      language: user.language,
      menuLayout: 'inline',
      profile: { realName: user.realName, email: user.email, phone: user.phone },
    });
  }

  private mutable(userId: number): MutableUserData {
    const data = this.data.get(userId);
    if (!data) throw new Error(`Unknown user ${userId}`);
    return data;
  }
}
