/**
 * Switching role or tenant. The gateway changes the session's scope; the page then reloads into
 * the new role's saved tabs (its active tab, else the workplace). Reloading is deliberate: menu,
 * tabs, shared request answers, permission decisions, data hierarchy and every mounted sub-app
 * belong to the old scope, and a fresh start guarantees none of them leaks into the new one
 * (the `pagehide` save keeps the old role's tabs for when the user comes back). A failed switch
 * changes nothing: the request layer has told the user why.
 */
import { toSameOriginPath } from '@polaris/core/security/addresses';
import { fetchCurrentRole, switchRole } from '@polaris/core/services/iam/roles';
import { switchTenant } from '@polaris/core/services/iam/tenants';
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

export async function switchToRole(roleId: number): Promise<void> {
  await switchRole(roleId);
  window.location.assign(entryAddressFor(roleId));
}

export async function switchToTenant(tenantId: number): Promise<void> {
  await switchTenant(tenantId);
  const role = await fetchCurrentRole();
  window.location.assign(entryAddressFor(role.id));
}
