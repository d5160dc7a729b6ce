/**
 * Nested components of a module's declared route (spec section 2: routes with nested components
 * get a load order). Shared by the shell, which reads manifests, and the modules that declare
 * them (a module loads a route's components in this order).
 */
export interface ModuleRouteComponent {
  name: string;
  /** Lower loads first; components without one keep their place after those with one. */
  order?: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** Component names sorted by load order (stable: equal orders keep their listed order). */
export function componentsInLoadOrder(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const entries: Required<ModuleRouteComponent>[] = [];
  raw.forEach((item, index) => {
    const entry = typeof item === 'string' ? { name: item } : (item as ModuleRouteComponent);
    const name = text(entry?.name);
    if (!name) return;
    const order = typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER;
    entries.push({ name, order: order + index / 1e6 });
  });
  return entries.sort((a, b) => a.order - b.order).map((entry) => entry.name);
}
