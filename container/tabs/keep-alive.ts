/**
 * Which inactive sub-app pages stay mounted. Switching back to a kept page is instant and keeps
 * its state; beyond the cap the least recently used page is unmounted (its memory released) and
 * mounts afresh when its tab is shown again. Container pages are cheap and always kept.
 */
export const DEFAULT_MAX_INACTIVE_MICRO_PAGES = 5;

/** Activation order, most recent first. */
export function touch(order: string[], key: string): string[] {
  return [key, ...order.filter((existing) => existing !== key)];
}

/**
 * The module-page keys to keep mounted: the active one, then the `cap` most recently active
 * others. Pages never activated yet (opened in the background) come after the known ones.
 */
export function pagesToKeep(
  modulePageKeys: string[],
  order: string[],
  activeKey: string,
  cap: number,
): Set<string> {
  const open = new Set(modulePageKeys);
  const known = order.filter((key) => open.has(key) && key !== activeKey);
  const unknown = modulePageKeys.filter((key) => !order.includes(key) && key !== activeKey);
  const kept = [...known, ...unknown].slice(0, Math.max(0, cap));
  if (open.has(activeKey)) kept.unshift(activeKey);
  return new Set(kept);
}
