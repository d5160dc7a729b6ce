/**
 * Menu search history (spec section 2): the results a user chose, newest first, one entry per
 * path, at most 10, kept per user in local storage.
 */
import {
  isNonEmptyString,
  prependUnique,
  readList,
  userStorageKey,
  writeList,
  type ListStorage,
  type StorageUser,
} from './user-storage';
import { SEARCH_HISTORY_PREFIX } from '@polaris/core/session/device-data';

export interface SearchHistoryEntry {
  path: string;
  title: string;
}

export const SEARCH_HISTORY_LIMIT = 10;
export { SEARCH_HISTORY_PREFIX };

/** `polaris.menuSearchHistory.<uniqueId>` (the user id without one). */
export function searchHistoryKey(user: StorageUser | undefined): string | undefined {
  return userStorageKey(SEARCH_HISTORY_PREFIX, user);
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { path, title } = value as Partial<SearchHistoryEntry>;
  return isNonEmptyString(path) && typeof title === 'string';
}

/** The list with `entry` added in front (pure). */
export function addSearchHistory(
  list: SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  return prependUnique(list, { path: entry.path, title: entry.title }, limit);
}

export function readSearchHistory(
  storage: ListStorage | undefined,
  key: string | undefined,
): SearchHistoryEntry[] {
  return readList(storage, key, isEntry).slice(0, SEARCH_HISTORY_LIMIT);
}

/** Stores a chosen result and returns the new list. */
export function recordSearchHistory(
  storage: ListStorage | undefined,
  key: string | undefined,
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  const next = addSearchHistory(readSearchHistory(storage, key), entry);
  writeList(storage, key, next);
  return next;
}

export function clearSearchHistory(
  storage: ListStorage | undefined,
  key: string | undefined,
): void {
  writeList(storage, key, []);
}
