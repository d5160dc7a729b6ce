/**
 * The permission checker of the current runtime (the container, or one sub-app mount), answering
 * for the session's current tenant and role through the gateway's batch check. Its answers end
 * with the runtime.
 */
import { currentRuntime } from '../runtime/current';
import type { Runtime } from '../runtime/runtime';
import { checkPermissions } from '../services/iam/permissions';
import { getSession } from '../session/current-session';
import { createPermissionChecker, type PermissionChecker } from './permission-checker';

export function currentScope(): string {
  const { organizationId, roleId } = getSession();
  return `${organizationId ?? '-'}:${roleId ?? '-'}`;
}

const PERMISSIONS = Symbol('permission checker');

export function permissionCheckerOf(runtime: Runtime = currentRuntime()): PermissionChecker {
  return runtime.own(PERMISSIONS, () => {
    const checker = createPermissionChecker({
      check: (codes) => checkPermissions(codes),
      scope: currentScope,
    });
    return { ...checker, dispose: checker.clear };
  });
}
