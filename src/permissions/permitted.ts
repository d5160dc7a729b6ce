/**
 * Permission-checked table columns, form fields and menu items: each entry may carry a
 * `permissionList`; all of a page's entries go into the same batch as its buttons and actions
 * (usePermissions), so the page asks the server once however many controls it guards.
 */
import type { PermissionList } from './normalize';
import type { PermissionChecker } from './permission-checker';
import { usePermissions } from './usePermission';

export interface Guarded {
  permissionList?: PermissionList;
}

const useDecisionsFor = (entries: readonly Guarded[], checker?: PermissionChecker) =>
  usePermissions(
    entries.map((entry) => entry.permissionList),
    checker,
  );

/**
 * Only the allowed entries: for columns and form fields, where a disabled one makes no sense
 * (a pending one is left out until the answer, so nothing shows and then vanishes).
 */
export function usePermittedOnly<T extends Guarded>(
  entries: readonly T[],
  checker?: PermissionChecker,
): T[] {
  const decisions = useDecisionsFor(entries, checker);
  return entries.filter((_entry, index) => decisions[index]?.status === 'allowed');
}

/**
 * For menus: an entry is hidden when the server says so, and disabled when denied otherwise or
 * while the answer is pending (a click must never slip through before it).
 */
export function usePermittedItems<T extends Guarded & { disabled?: boolean }>(
  entries: readonly T[],
  checker?: PermissionChecker,
): T[] {
  const decisions = useDecisionsFor(entries, checker);
  return entries.flatMap((entry, index) => {
    const decision = decisions[index];
    if (decision?.status === 'allowed') return [entry];
    if (decision?.status === 'denied' && decision.controllerType === 'hidden') return [];
    return [{ ...entry, disabled: true }];
  });
}
