/**
 * Unsaved input kept across a kick-off (issue 19): when another sign-in ends this session, what
 * the open pages held unsaved is written here before the kick-off page shows, and each page
 * offers its draft back once after the same user signs in again in this window. Kept in the
 * window's session storage under the user's id, never longer than a working day, and removed on
 * sign-out (device-data.ts): a shared computer's next user neither sees nor gets it.
 */

export const DRAFTS_PREFIX = 'polaris.drafts';

/** A draft older than this is not offered (the user has long moved on). */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export interface KeptDraft {
  /** When the session ended (epoch ms). */
  savedAt: number;
  /** The page's input, as the page described it (plain JSON data). */
  value: unknown;
}

/** Drafts of one user by page (tab) key. */
export type DraftBook = Record<string, KeptDraft>;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function draftsKey(userId: number | string): string {
  return `${DRAFTS_PREFIX}.${userId}`;
}

function isDraft(value: unknown): value is KeptDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as KeptDraft).savedAt === 'number' &&
    'value' in value
  );
}

/** The drafts of a stored text that are still fresh at `now`; anything malformed is dropped. */
export function parseDraftBook(text: string | null, now: number): DraftBook {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const book: DraftBook = {};
  for (const [key, draft] of Object.entries(parsed)) {
    if (isDraft(draft) && draft.savedAt <= now && now - draft.savedAt <= DRAFT_MAX_AGE_MS) {
      book[key] = { savedAt: draft.savedAt, value: draft.value };
    }
  }
  return book;
}

/** Drafts kept together with the ones already there (a newer one replaces a page's older one). */
export function withDrafts(
  book: DraftBook,
  added: Record<string, unknown>,
  now: number,
): DraftBook {
  const next = { ...book };
  for (const [key, value] of Object.entries(added)) {
    if (value !== undefined) next[key] = { savedAt: now, value };
  }
  return next;
}

function guarded<T>(fallback: T, action: () => T): T {
  try {
    return action();
  } catch {
    return fallback; // storage blocked or full: nothing is kept, nothing breaks
  }
}

/** Keeps the pages' input (by page key) for the user; false when storage refused it. */
export function keepDrafts(
  storage: DraftStorage,
  userId: number | string,
  drafts: Record<string, unknown>,
  now: number = Date.now(),
): boolean {
  if (Object.keys(drafts).length === 0) return true;
  return guarded(false, () => {
    const key = draftsKey(userId);
    const book = withDrafts(parseDraftBook(storage.getItem(key), now), drafts, now);
    storage.setItem(key, JSON.stringify(book));
    return true;
  });
}

/** Whether the user has a draft for the page, without taking it. */
export function hasDraft(
  storage: DraftStorage,
  userId: number | string,
  pageKey: string,
  now: number = Date.now(),
): boolean {
  return guarded(false, () => pageKey in parseDraftBook(storage.getItem(draftsKey(userId)), now));
}

/** The user's draft for the page, handed out once: it is removed from storage. */
export function takeDraft(
  storage: DraftStorage,
  userId: number | string,
  pageKey: string,
  now: number = Date.now(),
): KeptDraft | undefined {
  return guarded(undefined, () => {
    const key = draftsKey(userId);
    const book = parseDraftBook(storage.getItem(key), now);
    const draft = book[pageKey];
    delete book[pageKey];
    if (Object.keys(book).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(book));
    return draft;
  });
}
