/**
 * Switching role or tenant. The gateway changes the session's scope; the page then reloads into
 * the new role's saved tabs (its active tab, else the workplace). Reloading is deliberate: menu,
 * tabs, shared request answers, permission decisions, data hierarchy and every mounted sub-app
 * belong to the old scope, and a fresh start guarantees none of them leaks into the new one
 * (the `pagehide` save keeps the old role's tabs for when the user comes back). The remembered
 * start scope moves along, so the reload asks for the new role's menu alongside the current user.
 * A failed switch changes nothing: the request layer has told the user why.
 */
import { toSameOriginPath } from '@polaris/core/security/addresses';
import { fetchCurrentRole, switchRole } from '@polaris/core/services/iam/roles';
import { switchTenant } from '@polaris/core/services/iam/tenants';
import type { RoleDto } from '@polaris/core/services/iam/types';
import { moveStartScope } from '../session/start-scope';
import {
  browserSessionStorage,
  createTabSessionStore,
  isRunningInFrame,
} from '../tabs/persistence';
import { WORKPLACE_KEY } from '../tabs/tabs';

/** Where the page opens for a role: its saved active tab, if a path of this site, else the workplace. */
export function entryAddressFor(roleId: number): string {
  const saved = createTabSessionStore(browserSessionStorage(), isRunningInFrame).load(roleId);
  const active = saved?.tabs.find((tab) => tab.key === saved.activeTabKey);
  return (active && toSameOriginPath(`${active.path}${active.search ?? ''}`)) || WORKPLACE_KEY;
}

/** `userId`: who switches (their remembered start scope moves along). */
export async function switchToRole(
  role: Pick<RoleDto, 'id' | 'tenantId'>,
  userId: number,
): Promise<void> {
  await switchRole(role.id);
  moveStartScope(userId, { roleId: role.id, tenantId: role.tenantId });
  window.location.assign(entryAddressFor(role.id));
}

export async function switchToTenant(tenantId: number, userId: number): Promise<void> {
  await switchTenant(tenantId);
  const role = await fetchCurrentRole();
  moveStartScope(userId, { roleId: role.id, tenantId: role.tenantId });
  window.location.assign(entryAddressFor(role.id));
}
