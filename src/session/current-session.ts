/**
 * The session values every layer reads through one typed accessor (spec section 3 "Session
 * values"): language, organisation, current role and level, time zone and formats, held by the
 * runtime (src/runtime). Set from the current user at start-up and after a switch; the request client fills URL placeholders from it.
 */
import { currentRuntime } from '../runtime/current';
import type { RoleLevel } from '../services/iam/types';

export interface SessionValues {
  language: string;
  organizationId?: number;
  roleId?: number;
  roleLevel?: RoleLevel;
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
}

/** Spec section 9: the formats and time zone when the user has none. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
export const DEFAULT_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_TIME_ZONE = 'GMT+8';

/** Before the user is known. */
export function defaultSessionValues(): SessionValues {
  return {
    language: 'zh_CN',
    timeZone: DEFAULT_TIME_ZONE,
    dateFormat: DEFAULT_DATE_FORMAT,
    timeFormat: DEFAULT_TIME_FORMAT,
    dateTimeFormat: DEFAULT_DATE_TIME_FORMAT,
  };
}

/** The current runtime's session values. */
export function getSession(): SessionValues {
  return currentRuntime().session;
}

export function updateSession(patch: Partial<SessionValues>): void {
  const runtime = currentRuntime();
  runtime.session = { ...runtime.session, ...patch };
}

/** Session values as the current user defines them (after start-up or a switch). */
export function updateSessionFromUser(user: {
  language: string;
  organizationId: number;
  currentRoleId: number;
  currentRoleLevel: RoleLevel;
  timeZone: string;
  dateFormat: string;
  timeFormat: string;
  dateTimeFormat: string;
}): void {
  updateSession({
    language: user.language,
    organizationId: user.organizationId,
    roleId: user.currentRoleId,
    roleLevel: user.currentRoleLevel,
    timeZone: user.timeZone,
    dateFormat: user.dateFormat,
    timeFormat: user.timeFormat,
    dateTimeFormat: user.dateTimeFormat,
  });
}

/** Spec section 4 "Role level": 'site' is not tenant level; any other level is. */
export function isTenantLevel(level: RoleLevel | undefined): boolean {
  return level !== undefined && level !== 'site';
}

/** Spec section 4 "Role level": an `organization` role is an organisation (tenant) role. */
export function isOrganizationRole(level: RoleLevel | undefined): boolean {
  return level === 'organization';
}

/** `{tenantPrefix}`: nothing for site-level roles, `/{organizationId}` for tenant-level ones. */
export function tenantPrefix(session: SessionValues = getSession()): string {
  return isTenantLevel(session.roleLevel) && session.organizationId !== undefined
    ? `/${session.organizationId}`
    : '';
}
