/**
 * The tab-strip part of the global model (spec section 4 "Tabs" and "Persisting"): reducers,
 * effects and the unload subscription over the tab fields of the layout state. The tabs' part
 * (tabs-state.ts) spreads them into its own, so the actions are `global/closeTab`,
 * `global/refreshTab`...
 *
 * Closing and refreshing ask the tabs' before-remove hooks first and emits a close event after the state
 * changed; the tab session of the role is restored at layout initialisation and saved on unload.
 */
import type { Action } from 'redux';
import type {
  EffectsCommandMap,
  EffectGenerator,
  ModelAction,
  Reducer,
  Subscription,
} from '@polaris/core/core/model';
import { beforeRemoveHooks, type BeforeRemoveRegistry } from './before-remove';
import {
  cleanTabs,
  closeAllTabs,
  closeLeftTabs,
  closeOtherTabs,
  closeRightTabs,
  forgetRefreshKeys,
  refreshTab,
} from './close-tabs';
import {
  browserSessionStorage,
  createTabSessionStore,
  isRunningInFrame,
  restoreTabs,
  type TabSessionStorage,
} from './persistence';
import { tabEvents as sharedTabEvents, type TabEvents } from './tab-events';
import { createWorkplaceTab, removeTabs, WORKPLACE_KEY, type Tab, type TabsState } from './tabs';

/** The tab fields of the layout state (spec section 3 "Global layout state"). */
export interface TabStripState {
  tabs: Tab[];
  activeTabKey: string;
  activeTabMenuId?: number;
  tabsIsInit: boolean;
  /** Tab key → refresh counter; a new value remounts that tab's page. */
  refreshMenuTabsKeyMap: Record<string, number>;
  /** The role whose tab session is restored and saved (set by layout initialisation). */
  roleId?: number;
}

export interface TabStripDependencies {
  /** Changes the address (the shell's history). */
  navigate(path: string): void;
  /** Spec setting NOT_SAVE_TABS_INFO: true means tabs are not saved when the page unloads. */
  notSaveTabsInfo?: boolean;
  /** Where tab sessions are kept; default `window.sessionStorage`, none outside a browser. */
  tabSessionStorage?: TabSessionStorage;
  /** Whether the page runs in a frame; default `window.self !== window.top`. */
  isInFrame?(): boolean;
  /** What fires `pagehide` when the page unloads; default `window`, none outside a browser. */
  unloadTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Close and refresh events; default the shared emitter of ./tab-events. */
  tabEvents?: TabEvents;
  /** Before-remove hooks; default the shared registry of ./before-remove. */
  beforeRemove?: BeforeRemoveRegistry;
}

export function tabsOf(state: TabStripState): TabsState {
  return { tabs: state.tabs, activeKey: state.activeTabKey };
}

/** The state with `next` as its strip; the active tab's menu id follows (request headers). */
export function withTabs<S extends TabStripState>(state: S, next: TabsState): S {
  const active = next.tabs.find((tab) => tab.key === next.activeKey);
  return {
    ...state,
    tabs: next.tabs,
    activeTabKey: next.activeKey,
    activeTabMenuId: active?.menuId,
  };
}

function addressOf(tab: Tab): string {
  return `${tab.path}${tab.search ?? ''}`;
}

/** The keys a close action would remove from the current tabs, before any hook is asked. */
type PickClosing = (current: TabsState, key: string) => string[];

const closing: Record<string, PickClosing> = {
  closeTab: (current, key) => removeTabs(current, [key]).removed,
  closeOtherTabs: (current, key) => closeOtherTabs(current, key).removed,
  closeLeftTabs: (current, key) => closeLeftTabs(current, key).removed,
  closeRightTabs: (current, key) => closeRightTabs(current, key).removed,
  closeAllTabs: (current) => closeAllTabs(current).removed,
};

/** Reducers, effects and subscription of the tab strip, for the model `namespace`. */
export function createTabStrip<S extends TabStripState>(
  namespace: string,
  deps: TabStripDependencies,
) {
  const select = (root: Record<string, unknown>) => root[namespace] as S;
  const events = deps.tabEvents ?? sharedTabEvents;
  const hooks = deps.beforeRemove ?? beforeRemoveHooks;
  const storage = 'tabSessionStorage' in deps ? deps.tabSessionStorage : browserSessionStorage();
  const session = createTabSessionStore(storage, deps.isInFrame ?? isRunningInFrame);
  const hasWindow = typeof window !== 'undefined';
  const unloadTarget = 'unloadTarget' in deps ? deps.unloadTarget : hasWindow ? window : undefined;

  /**
   * Every close action: the candidates' hooks are asked, the allowed keys are removed from the
   * tabs as they are by then (a confirm may take a while), the close event is emitted and, if
   * another tab became active, its address is shown. Resolves with the removed keys.
   */
  function closeEffect(pick: PickClosing) {
    return function* close(
      { payload }: ModelAction<string>,
      { call, put, select: read }: EffectsCommandMap,
    ): EffectGenerator {
      const before: S = yield read(select);
      const candidates = pick(tabsOf(before), payload ?? '');
      if (candidates.length === 0) return [];
      const allowed: string[] = yield call(hooks.canRemove, candidates);
      const latest: S = yield read(select);
      const { removed } = removeTabs(tabsOf(latest), allowed);
      if (removed.length === 0) return [];
      yield put({ type: 'removeTabs', payload: removed });
      const after: S = yield read(select);
      hooks.forget(removed);
      events.emit({ type: 'close', keys: removed });
      const active = after.tabs.find((tab) => tab.key === after.activeTabKey);
      if (active && after.activeTabKey !== latest.activeTabKey) deps.navigate(addressOf(active));
      return removed;
    };
  }

  const reducers: Record<string, Reducer<S>> = {
    /** Sets the whole strip (restore, clean). */
    setTabs(state, { payload }: ModelAction<TabsState>) {
      return payload ? withTabs(state, payload) : state;
    },
    /** Removes closable tabs without asking hooks: the close effects ask first. */
    removeTabs(state, { payload }: ModelAction<string[]>) {
      const { state: next, removed } = removeTabs(tabsOf(state), payload ?? []);
      if (removed.length === 0) return state;
      const refreshMenuTabsKeyMap = forgetRefreshKeys(state.refreshMenuTabsKeyMap, removed);
      return { ...withTabs(state, next), refreshMenuTabsKeyMap };
    },
    /** Clean tabs (see close-tabs); the counters of the removed tabs go too. */
    resetTabs(state) {
      const { state: next, removed } = cleanTabs(tabsOf(state));
      const refreshMenuTabsKeyMap = forgetRefreshKeys(state.refreshMenuTabsKeyMap, removed);
      return { ...withTabs(state, next), refreshMenuTabsKeyMap };
    },
    /**
     * Sign-out: the session, and with it the role whose tabs are saved, has ended; the page must
     * not write the tabs back as it unloads (saving needs a role).
     */
    stopSavingTabs(state) {
      return state.roleId === undefined ? state : { ...state, roleId: undefined };
    },
    bumpRefreshKey(state, { payload }: ModelAction<string>) {
      if (!payload) return state;
      return { ...state, refreshMenuTabsKeyMap: refreshTab(state.refreshMenuTabsKeyMap, payload) };
    },
  };

  const effects = {
    closeTab: closeEffect(closing.closeTab),
    closeOtherTabs: closeEffect(closing.closeOtherTabs),
    closeLeftTabs: closeEffect(closing.closeLeftTabs),
    closeRightTabs: closeEffect(closing.closeRightTabs),
    /** The payload (the tab the menu was opened on) does not matter: every closable tab goes. */
    closeAllTabs: closeEffect(closing.closeAllTabs),
    /**
     * Reloads a tab's page, which throws its state away: the page's before-remove hook is asked
     * first, as for closing. Resolves true when the tab was refreshed.
     */
    *refreshTab(
      { payload }: ModelAction<string>,
      { call, put, select: read }: EffectsCommandMap,
    ): EffectGenerator {
      const state: S = yield read(select);
      if (!payload || !state.tabs.some((tab) => tab.key === payload)) return false;
      const allowed: string[] = yield call(hooks.canRemove, [payload]);
      const latest: S = yield read(select);
      if (allowed.length === 0 || !latest.tabs.some((tab) => tab.key === payload)) return false;
      hooks.forget([payload]); // the page mounts again and registers anew
      yield put({ type: 'bumpRefreshKey', payload });
      events.emit({ type: 'refresh', key: payload });
      return true;
    },
    /** Clears the role's saved session and leaves only the workplace tab, shown. */
    *cleanTabs(_action: ModelAction, { put, select: read }: EffectsCommandMap) {
      const state: S = yield read(select);
      if (state.roleId !== undefined) session.clear(state.roleId);
      const { removed } = cleanTabs(tabsOf(state));
      yield put({ type: 'resetTabs' });
      hooks.forget(removed);
      if (removed.length > 0) events.emit({ type: 'close', keys: removed });
      if (state.activeTabKey !== WORKPLACE_KEY) deps.navigate(WORKPLACE_KEY);
    },
    /** Layout initialisation, once per page: the tabs saved for the role come back. */
    *restoreTabSession(_action: ModelAction, { put, select: read }: EffectsCommandMap) {
      const state: S = yield read(select);
      if (state.tabsIsInit || state.roleId === undefined) return false;
      const saved = session.load(state.roleId);
      if (!saved) return false;
      const workplace = state.tabs.find((tab) => tab.key === WORKPLACE_KEY);
      yield put({
        type: 'setTabs',
        payload: restoreTabs(saved, workplace ?? createWorkplaceTab('')),
      });
      return true;
    },
    /**
     * Saves the tabs for the role. Runs synchronously when dispatched (select only), which the
     * unload listener relies on. Nothing is saved before the tabs were restored, or a reload
     * during start-up would overwrite the session with the workplace alone.
     */
    *saveTabSession(_action: ModelAction, { select: read }: EffectsCommandMap) {
      const state: S = yield read(select);
      if (state.roleId === undefined || !state.tabsIsInit) return false;
      return session.save(state.roleId, tabsOf(state));
    },
  };

  const subscriptions: Record<string, Subscription> = {
    /**
     * `pagehide` fires on reload, on leaving the page and when it enters the back-forward cache
     * in every current browser; a `beforeunload` listener would keep some browsers from using
     * that cache. Removed with the model.
     */
    saveTabsOnUnload({ dispatch }) {
      if (deps.notSaveTabsInfo || !unloadTarget) return undefined;
      const save = () => {
        // Errors are reported through the store's onError; the promise has nothing to add.
        Promise.resolve(dispatch({ type: 'saveTabSession' } as Action<string>)).catch(() => {});
      };
      unloadTarget.addEventListener('pagehide', save);
      return () => unloadTarget.removeEventListener('pagehide', save);
    },
  };

  return { reducers, effects, subscriptions };
}
