/**
 * Often-used menus (spec sections 3 and 9): the 10 menu tabs a user activated most recently,
 * newest first, one entry per path, kept per user in local storage under a key built from
 * `additionInfo.uniqueId`.
 */
import { WORKPLACE_KEY, type Tab } from './tabs';
import {
  isNonEmptyString,
  prependUnique,
  readList,
  userStorageKey,
  writeList,
  type ListStorage,
  type StorageUser,
} from '../menu/user-storage';
import { OFTEN_USED_PREFIX } from '@polaris/core/session/device-data';

export interface OftenUsedEntry {
  path: string;
  title: string;
  menuId: number;
  icon?: string;
}

export const OFTEN_USED_LIMIT = 10;
export { OFTEN_USED_PREFIX };

/** `polaris.oftenUsed.<uniqueId>` (the user id without one). */
export function oftenUsedKey(user: StorageUser | undefined): string | undefined {
  return userStorageKey(OFTEN_USED_PREFIX, user);
}

/** A menu tab (a menu page or an inner link opened from the menu), never the workplace. */
export function isOftenUsedTab(
  tab: Pick<Tab, 'key' | 'path' | 'type' | 'menuId'> | undefined,
): boolean {
  if (!tab || tab.key === WORKPLACE_KEY || tab.path === WORKPLACE_KEY || tab.path === '/') {
    return false;
  }
  return (tab.type === 'menu' || tab.type === 'inner-link') && typeof tab.menuId === 'number';
}

/** The entry a tab is remembered as; undefined for tabs that are not menu tabs. */
export function toOftenUsedEntry(
  tab: Pick<Tab, 'key' | 'path' | 'title' | 'icon' | 'type' | 'menuId'> | undefined,
): OftenUsedEntry | undefined {
  if (!tab || !isOftenUsedTab(tab) || tab.menuId === undefined) return undefined;
  const entry: OftenUsedEntry = { path: tab.path, title: tab.title, menuId: tab.menuId };
  if (tab.icon) entry.icon = tab.icon;
  return entry;
}

function isEntry(value: unknown): value is OftenUsedEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title, menuId, icon } = value as Partial<OftenUsedEntry>;
  return (
    isNonEmptyString(path) &&
    typeof title === 'string' &&
    typeof menuId === 'number' &&
    (icon === undefined || typeof icon === 'string')
  );
}

/** The list with `entry` in front (pure). */
export function addOftenUsed(
  list: OftenUsedEntry[],
  entry: OftenUsedEntry,
  limit = OFTEN_USED_LIMIT,
): OftenUsedEntry[] {
  return prependUnique(list, entry, limit);
}

export function readOftenUsed(
  storage: ListStorage | undefined,
  key: string | undefined,
): OftenUsedEntry[] {
  return readList(storage, key, isEntry).slice(0, OFTEN_USED_LIMIT);
}

/** Records a visit to `tab` if it is a menu tab; returns the stored list either way. */
export function recordOftenUsed(
  storage: ListStorage | undefined,
  key: string | undefined,
  tab: Parameters<typeof toOftenUsedEntry>[0],
): OftenUsedEntry[] {
  const current = readOftenUsed(storage, key);
  const entry = toOftenUsedEntry(tab);
  if (!entry) return current;
  // already the newest, unchanged: nothing to write
  const head = current[0];
  if (
    head &&
    head.path === entry.path &&
    head.title === entry.title &&
    head.menuId === entry.menuId &&
    head.icon === entry.icon
  ) {
    return current;
  }
  const next = addOftenUsed(current, entry);
  writeList(storage, key, next);
  return next;
}
