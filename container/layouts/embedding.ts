/**
 * Embedding options of the shell (spec section 2: hide the layout, hide the tabs). They come
 * from two places:
 *
 * - the address query, `?hideLayout=1` and `?hideTabs=1` (`1`, `true` or an empty value turn an
 *   option on, `0` or `false` turn it off); a value seen once is remembered in session storage,
 *   so in-app navigation (whose addresses no longer carry it) and a reload keep it;
 * - an option object handed to the shell (`ShellOptions`, e.g. qiankun mount props when the
 *   container itself runs embedded), which wins over the query.
 */
export interface ShellOptions {
  /** Only the active page, no menu, header or tabs. */
  hideLayout?: boolean;
  /** No tab strip (menu and header stay). */
  hideTabs?: boolean;
  /** A layout name that wins over the user's `menuLayout`. */
  layout?: string;
}

export interface EmbeddingFlags {
  hideLayout: boolean;
  hideTabs: boolean;
}

export const EMBED_QUERY_KEYS = { hideLayout: 'hideLayout', hideTabs: 'hideTabs' } as const;
export const EMBED_STORAGE_KEY = 'polaris.embedding';

type FlagName = keyof EmbeddingFlags;
const FLAG_NAMES: FlagName[] = ['hideLayout', 'hideTabs'];

/** '1', 'true', '' → true; '0', 'false' → false; anything else or absent → undefined. */
export function parseFlag(value: string | null | undefined): boolean | undefined {
  if (value === null || value === undefined) return undefined;
  const normalized = value.trim().toLowerCase();
  if (normalized === '' || normalized === '1' || normalized === 'true') return true;
  if (normalized === '0' || normalized === 'false') return false;
  return undefined;
}

/** The embedding flags an address query sets (only those it mentions with a valid value). */
export function parseEmbeddingQuery(search: string): Partial<EmbeddingFlags> {
  const params = new URLSearchParams(search);
  const flags: Partial<EmbeddingFlags> = {};
  for (const name of FLAG_NAMES) {
    const value = parseFlag(params.get(EMBED_QUERY_KEYS[name]));
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function onlyFlags(value: unknown): Partial<EmbeddingFlags> {
  const flags: Partial<EmbeddingFlags> = {};
  if (typeof value !== 'object' || value === null) return flags;
  for (const name of FLAG_NAMES) {
    const flag = (value as Record<string, unknown>)[name];
    if (typeof flag === 'boolean') flags[name] = flag;
  }
  return flags;
}

/** The flags remembered for this browser session (nothing when storage is unavailable). */
export function readRememberedFlags(storage: StorageLike | undefined): Partial<EmbeddingFlags> {
  try {
    const raw = storage?.getItem(EMBED_STORAGE_KEY);
    return raw ? onlyFlags(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

/** Remembers the flags a query set, over the ones already remembered; returns the result. */
export function rememberFlags(
  storage: StorageLike | undefined,
  fromQuery: Partial<EmbeddingFlags>,
): Partial<EmbeddingFlags> {
  const remembered = readRememberedFlags(storage);
  if (Object.keys(fromQuery).length === 0) return remembered;
  const next = { ...remembered, ...fromQuery };
  try {
    storage?.setItem(EMBED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // privacy mode: the flags hold for the current page only
  }
  return next;
}

/** Option object over query over remembered flags over the defaults (everything shown). */
export function resolveEmbedding(sources: {
  given?: ShellOptions;
  query?: Partial<EmbeddingFlags>;
  remembered?: Partial<EmbeddingFlags>;
}): EmbeddingFlags {
  const resolved: EmbeddingFlags = { hideLayout: false, hideTabs: false };
  for (const source of [sources.remembered, sources.query, sources.given]) {
    for (const name of FLAG_NAMES) {
      const value = source?.[name];
      if (typeof value === 'boolean') resolved[name] = value;
    }
  }
  return resolved;
}
