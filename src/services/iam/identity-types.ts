/**
 * Shapes of the identity console's calls (users, their roles, the password policy, the sign-in
 * log), shared by the pages and the mock gateway. Paths and field names are HZERO's:
 * `/iam/hzero/v1[/{organizationId}]/users/paging`, `/iam/v1/{organizationId}/password-policies`,
 * `/iam/hzero/v1[/{organizationId}]/audit-logins`.
 */
import type { RoleLevel } from './types';

/** One row of `GET /iam/hzero/v1[/{organizationId}]/users/paging`. */
export interface UserDto {
  id: number;
  loginName: string;
  realName: string;
  email: string;
  phone: string;
  language: string;
  /** The organisation the user belongs to (its password policy and sign-in log). */
  organizationId: number;
  tenantName: string;
  enabled: boolean;
  locked: boolean;
  /** When a lock by the policy ends (`YYYY-MM-DD HH:mm:ss`); null: until unlocked. */
  lockedUntil: string | null;
  /** The names of the roles the caller may see, joined with ", ". */
  roleNames: string;
  /** The ids of those roles (the edit form's roles). */
  roleIds: number[];
  objectVersionNumber: number;
}

export interface UserQuery {
  loginName?: string;
  realName?: string;
  email?: string;
  enabled?: string | number;
  locked?: string | number;
}

/** A role the user holds (or is given), in HZERO's `memberRoleList`. */
export interface MemberRoleRef {
  roleId: number;
}

/** `POST /iam/hzero/v1[/{organizationId}]/users`: a new user; the password RSA-encrypted. */
export interface UserCreate {
  loginName: string;
  realName: string;
  email: string;
  phone?: string;
  language?: string;
  /** Site form only: the organisation the user belongs to (the tenant form: its own). */
  organizationId?: number;
  password: string;
  memberRoleList: MemberRoleRef[];
}

/**
 * `PUT /iam/hzero/v1[/{organizationId}]/users`: the fields present change. `memberRoleList`
 * replaces the roles the caller may assign (the tenant form: that organisation's roles only).
 */
export interface UserUpdate {
  id: number;
  objectVersionNumber: number;
  realName?: string;
  email?: string;
  phone?: string;
  language?: string;
  enabled?: boolean;
  memberRoleList?: MemberRoleRef[];
}

/** `PUT …/users/{userId}/admin-password`: a new password, RSA-encrypted as sign-in sends it. */
export interface AdminPasswordChange {
  password: string;
}

/**
 * One row of `GET /iam/hzero/v1[/{organizationId}]/member-roles/user-roles/{userId}` and of
 * `GET /iam/hzero/v2/roles/self/assignable-roles`.
 */
export interface AssignableRoleDto {
  id: number;
  code: string;
  name: string;
  level: RoleLevel;
  tenantId: number;
  tenantName: string;
}

/** `GET /iam/v1/{organizationId}/password-policies`: the password rules and the lockout. */
export interface PasswordPolicyDto {
  organizationId: number;
  /** 1–64. */
  minLength: number;
  /** minLength–64. */
  maxLength: number;
  /** At least this many of each (0: none needed). */
  digitsCount: number;
  lettersCount: number;
  lowercaseCount: number;
  uppercaseCount: number;
  specialCharCount: number;
  /** The password may not be the login name (in any case). */
  notUsername: boolean;
  /** Lock a user after `maxErrorTime` failed sign-ins in a row. */
  enableLock: boolean;
  maxErrorTime: number;
  /** Minutes a lock lasts; 0: until an administrator unlocks. */
  lockedExpireTime: number;
  objectVersionNumber: number;
}

export type PasswordPolicySave = Omit<PasswordPolicyDto, 'organizationId'>;

export type LoginAuditType = 'LOGIN' | 'LOGIN_FAILURE';

/** One row of `GET /iam/hzero/v1[/{organizationId}]/audit-logins`, newest first. */
export interface LoginAuditDto {
  auditId: number;
  auditType: LoginAuditType;
  loginName: string;
  /** null: no such user. */
  userId: number | null;
  tenantId: number | null;
  loginDate: string;
  loginIp: string;
  /** The browser's User-Agent. */
  loginDevice: string;
  clientId: string;
  /** Why it failed (a code), null on success. */
  loginMessage: string | null;
  /** The reason in the caller's language, null on success. */
  loginMessageMeaning: string | null;
}

export interface LoginAuditQuery {
  loginName?: string;
  auditType?: LoginAuditType;
  loginDateFrom?: string;
  loginDateTo?: string;
}
