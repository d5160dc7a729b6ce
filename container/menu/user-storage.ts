/**
 * Small per-user lists kept in local storage (menu search history, often-used menus). The key is
 * built from the user's `additionInfo.uniqueId`, falling back to the user id; storage is passed in
 * so tests use an in-memory one, and a missing, full or corrupt storage never throws.
 */
import { deviceStorage } from '@polaris/core/session/device-storage';

/** The part of `Storage` these lists use. */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What identifies a user for their stored lists (the current user has these fields). */
export interface StorageUser {
  id?: number | string;
  additionInfo?: { uniqueId?: string; [key: string]: unknown };
}

/** `prefix.<uniqueId>`, or `prefix.<id>` without one; undefined while nobody is signed in. */
export function userStorageKey(prefix: string, user: StorageUser | undefined): string | undefined {
  const uniqueId = user?.additionInfo?.uniqueId;
  if (typeof uniqueId === 'string' && uniqueId !== '') return `${prefix}.${uniqueId}`;
  if (user?.id !== undefined && user.id !== null && user.id !== '') return `${prefix}.${user.id}`;
  return undefined;
}

/**
 * The app's local storage (the page's, or what a foreign host's mount keeps instead: see
 * device-storage.ts), or undefined where it cannot be used (node, privacy mode).
 */
export function browserStorage(): ListStorage | undefined {
  return deviceStorage().local();
}

/** The stored entries that pass `isEntry`; anything unreadable counts as an empty list. */
export function readList<T>(
  storage: ListStorage | undefined,
  key: string | undefined,
  isEntry: (value: unknown) => value is T,
): T[] {
  if (!storage || !key) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function writeList<T>(
  storage: ListStorage | undefined,
  key: string | undefined,
  list: T[],
): void {
  if (!storage || !key) return;
  try {
    if (list.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(list));
  } catch {
    // storage full or unavailable: the list lives on in memory for this page
  }
}

/** Adds `entry` in front, drops older entries with the same path, keeps at most `limit`. */
export function prependUnique<T extends { path: string }>(list: T[], entry: T, limit: number): T[] {
  return [entry, ...list.filter((item) => item.path !== entry.path)].slice(0, Math.max(0, limit));
}

export const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** An in-memory storage (tests, and pages where local storage is unavailable). */
export function memoryStorage(initial: Record<string, string> = {}): ListStorage & {
  readonly data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}
