/**
 * Which layout the shell shows (spec section 2): inline, horizontal, side, side-all or
 * only-content, chosen by the user's `menuLayout` (or a shell option), inline when the name is
 * missing or unknown; a deployment can replace any layout, or add one, by name. Pure and generic
 * over the component type so the rules are tested without rendering.
 */
export const BUILT_IN_LAYOUTS = [
  'inline',
  'horizontal',
  'side',
  'side-all',
  'only-content',
] as const;

export type BuiltInLayoutName = (typeof BUILT_IN_LAYOUTS)[number];

export const DEFAULT_LAYOUT: BuiltInLayoutName = 'inline';

/** Names compare trimmed and case-insensitively ('Side-All' is 'side-all'). */
export function normalizeLayoutName(name: string | null | undefined): string {
  return (name ?? '').trim().toLowerCase();
}

export interface LayoutRegistry<C> {
  /** Replaces (or adds) the layout `name`; the returned function restores the previous one. */
  register(name: string, component: C): () => void;
  /** True for a built-in or registered layout name. */
  has(name: string | null | undefined): boolean;
  /** The component for a name: registered, else built-in, else the default (inline). */
  get(name: string | null | undefined): C;
  /** The first known name among the candidates (e.g. a shell option, then `menuLayout`). */
  choose(...candidates: (string | null | undefined)[]): { name: string; component: C };
}

export function createLayoutRegistry<C>(builtIns: Record<BuiltInLayoutName, C>): LayoutRegistry<C> {
  const custom = new Map<string, C>();
  const builtIn = new Map<string, C>(Object.entries(builtIns));

  const registry: LayoutRegistry<C> = {
    register(name, component) {
      const key = normalizeLayoutName(name);
      if (!key) throw new Error('registerLayout: a layout name is required');
      const had = custom.has(key);
      const previous = custom.get(key);
      custom.set(key, component);
      return () => {
        if (custom.get(key) !== component) return; // replaced again since: leave it
        if (had) custom.set(key, previous as C);
        else custom.delete(key);
      };
    },
    has(name) {
      const key = normalizeLayoutName(name);
      return custom.has(key) || builtIn.has(key);
    },
    get(name) {
      const key = normalizeLayoutName(name);
      return custom.get(key) ?? builtIn.get(key) ?? registry.get(DEFAULT_LAYOUT);
    },
    choose(...candidates) {
      const found = candidates.find((candidate) => registry.has(candidate));
      const name = found ? normalizeLayoutName(found) : DEFAULT_LAYOUT;
      return { name, component: registry.get(name) };
    },
  };
  return registry;
}
