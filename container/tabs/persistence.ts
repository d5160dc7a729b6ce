/**
 * The saved tab session (spec sections 3 and 4 "Persisting"): per role, in session storage under
 * `menuTabSessionKey` + role id, the tabs and the active key, so a reload of the browser tab
 * brings the user's tabs back. Public paths are never saved. The storage is passed in, so tests
 * use an in-memory one and nothing here touches `window` unless asked to.
 */
import {
  isPublicPath,
  isTabWorthyPath,
  WORKPLACE_KEY,
  type Tab,
  type TabsState,
  type TabType,
} from './tabs';
import { MENU_TAB_SESSION_KEY } from '@polaris/core/session/device-data';
import { deviceStorage } from '@polaris/core/session/device-storage';
import { isRecord, jsonRecord } from '../state/json-record';

/** The part of the Web Storage API the session needs. */
export type TabSessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedTabSession {
  tabs: Tab[];
  activeTabKey: string;
}

export { MENU_TAB_SESSION_KEY };

/** `menuTabSessionKey42` for role 42. */
export function tabSessionKey(roleId: number | string): string {
  return `${MENU_TAB_SESSION_KEY}${roleId}`;
}

function isPublicTab(tab: Pick<Tab, 'key' | 'path'>): boolean {
  return isPublicPath(tab.key) || isPublicPath(tab.path);
}

/**
 * What is saved for the current tabs, or null when nothing may be saved: inside a frame with a
 * public page active (the host shows that page; saving would replace the user's real session).
 * Public tabs are left out; a public active key is saved as the workplace.
 */
export function toSavedTabSession(current: TabsState, inFrame: boolean): SavedTabSession | null {
  const activeIsPublic = isPublicPath(current.activeKey);
  if (inFrame && activeIsPublic) return null;
  return {
    tabs: current.tabs.filter((tab) => !isPublicTab(tab)).map(withRecordState),
    activeTabKey: activeIsPublic ? WORKPLACE_KEY : current.activeKey,
  };
}

/** History state that is not an object is not written: it could not be read back as a tab. */
function withRecordState(tab: Tab): Tab {
  if (tab.state === undefined || isRecord(tab.state)) return tab;
  const { state: _state, ...rest } = tab;
  return rest;
}

const TAB_TYPES: ReadonlySet<string> = new Set<TabType>(['menu', 'other', 'inner-link']);

function optional(value: unknown, type: 'string' | 'number'): boolean {
  return value === undefined || typeof value === type;
}

/** A saved tab as written by `saveTabSession`, or null if anything in it has the wrong shape. */
function toTab(value: unknown): Tab | null {
  if (!isRecord(value)) return null;
  const { key, path, title, icon, closable, search, state, type, menuId } = value;
  const valid =
    typeof key === 'string' &&
    key !== '' &&
    typeof path === 'string' &&
    typeof title === 'string' &&
    (closable === undefined || typeof closable === 'boolean') &&
    (type === undefined || (typeof type === 'string' && TAB_TYPES.has(type))) &&
    optional(icon, 'string') &&
    optional(search, 'string') &&
    optional(menuId, 'number') &&
    (state === undefined || isRecord(state));
  if (!valid) return null;
  const tab: Tab = {
    key,
    path,
    title,
    closable: closable ?? true,
    type: (type as TabType | undefined) ?? 'other',
  };
  if (icon !== undefined) tab.icon = icon as string;
  if (search !== undefined) tab.search = search as string;
  if (state !== undefined) tab.state = state as Tab['state'];
  if (menuId !== undefined) tab.menuId = menuId as number;
  return tab;
}

/** The record read back; null when missing, not JSON, or not the shape that is written. */
export function parseTabSession(raw: string | null): SavedTabSession | null {
  const value = jsonRecord(raw);
  if (!value || !Array.isArray(value.tabs) || typeof value.activeTabKey !== 'string') {
    return null;
  }
  const tabs: Tab[] = [];
  for (const entry of value.tabs) {
    const tab = toTab(entry);
    if (!tab) return null; // a record someone edited or an old format: start afresh
    tabs.push(tab);
  }
  return { tabs, activeTabKey: value.activeTabKey };
}

/**
 * The tabs a saved session restores: `workplace` first (whatever the record says about it), then
 * the saved tabs in order, without public, non-tab-worthy or repeated keys. The saved active key
 * stays active if its tab came back, else the workplace.
 */
export function restoreTabs(saved: SavedTabSession, workplace: Tab): TabsState {
  const keys = new Set([WORKPLACE_KEY]);
  const tabs = [workplace];
  for (const tab of saved.tabs) {
    const skip =
      keys.has(tab.key) ||
      isPublicTab(tab) ||
      !isTabWorthyPath(tab.path) ||
      !isTabWorthyPath(`${tab.path}${tab.search ?? ''}`) || // the address the tab navigates to
      tab.path === WORKPLACE_KEY;
    if (skip) continue;
    keys.add(tab.key);
    tabs.push(tab);
  }
  return { tabs, activeKey: keys.has(saved.activeTabKey) ? saved.activeTabKey : WORKPLACE_KEY };
}

/** JSON of the session; navigation state that cannot be written (cycles, BigInt) is dropped. */
function serialise(session: SavedTabSession): string {
  try {
    return JSON.stringify(session);
  } catch {
    const tabs = session.tabs.map(({ state: _state, ...tab }) => tab);
    return JSON.stringify({ ...session, tabs });
  }
}

export interface TabSessionStore {
  /** Saves the tabs for the role; false when nothing was written (frame rule, storage error). */
  save(roleId: number, current: TabsState): boolean;
  load(roleId: number): SavedTabSession | null;
  clear(roleId: number): void;
}

/**
 * The session kept in `storage`. Without a storage (no browser, or storage blocked) nothing is
 * saved and nothing restored. Storage errors (quota, privacy mode) are swallowed: losing the saved
 * tabs must never break the page.
 */
export function createTabSessionStore(
  storage: TabSessionStorage | undefined,
  isInFrame: () => boolean,
): TabSessionStore {
  return {
    save(roleId, current) {
      const session = storage && toSavedTabSession(current, isInFrame());
      if (!storage || !session) return false;
      try {
        storage.setItem(tabSessionKey(roleId), serialise(session));
        return true;
      } catch {
        return false;
      }
    },
    load(roleId) {
      try {
        return parseTabSession(storage?.getItem(tabSessionKey(roleId)) ?? null);
      } catch {
        return null;
      }
    },
    clear(roleId) {
      try {
        storage?.removeItem(tabSessionKey(roleId));
      } catch {
        // nothing saved that could be cleared
      }
    },
  };
}

/**
 * The app's session storage (`window.sessionStorage`, or what a foreign host's mount keeps
 * instead: see device-storage.ts); undefined outside a browser or where storage is blocked.
 */
export function browserSessionStorage(): TabSessionStorage | undefined {
  return deviceStorage().session();
}

/** Whether the page runs inside a frame (`window.self !== window.top`). */
export function isRunningInFrame(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    return true; // only a framed page can fail to reach its top window
  }
}
