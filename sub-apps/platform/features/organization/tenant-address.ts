/**
 * The site Organisation page keeps the chosen tenant in its address (`?tenantId=<n>`), so a
 * reload, a restored tab or a shared link shows the same tenant's tree. Pure.
 */
export const ORGANIZATION_PATH = '/hpfm/organization';

/** The tenant an address names: a whole number ≥ 0, else none. */
export function tenantIdOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('tenantId');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The page's address showing `tenantId` (or no tenant). */
export function addressOf(tenantId: number | undefined): string {
  return tenantId === undefined ? ORGANIZATION_PATH : `${ORGANIZATION_PATH}?tenantId=${tenantId}`;
}
