// What a role's level lets it reach (issue 19: the gateway refuses what HZERO refuses). Pure rules,
// used by the endpoints and by the permission check:
// - site-level codes (mock/data/permissions.ts) are granted to site-level roles only;
// - the site form (a path without `{organizationId}`) writes platform data for site-level roles
//   only: an organisation's role, its administrator included, gets HTTP 403;
// - a site-level role reads every tenant's records (HZERO's site level queries without a tenant
//   condition); any other role reads its session organisation's only.
import { SITE_LEVEL_CODES } from '../../data/permissions';
import type { RoleLevel } from '../types';

/** Whose records a read covers: every tenant's, or one organisation's. */
export type ReadScope = 'all' | number;

export function isSiteLevel(level: RoleLevel | undefined): boolean {
  return level === 'site';
}

/** A role of this level may be granted the code: a site-level code only to a site-level role. */
export function levelGrants(level: RoleLevel | undefined, code: string): boolean {
  return isSiteLevel(level) || !SITE_LEVEL_CODES.includes(code);
}

/** The records a role of this level, working in `tenantId`, may read. */
export function readScope(level: RoleLevel | undefined, tenantId: number): ReadScope {
  return isSiteLevel(level) ? 'all' : tenantId;
}

export function inReadScope(scope: ReadScope, recordTenantId: number): boolean {
  return scope === 'all' || scope === recordTenantId;
}
