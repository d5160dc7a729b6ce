/**
 * The permission checker of this bundle (the container, or one sub-app), answering for the
 * session's current tenant and role through the gateway's batch check.
 */
import { checkPermissions } from '../services/iam/permissions';
import { getSession } from '../session/current-session';
import { createPermissionChecker } from './permission-checker';

export function currentScope(): string {
  const { organizationId, roleId } = getSession();
  return `${organizationId ?? '-'}:${roleId ?? '-'}`;
}

export const permissionChecker = createPermissionChecker({
  check: (codes) => checkPermissions(codes),
  scope: currentScope,
});
