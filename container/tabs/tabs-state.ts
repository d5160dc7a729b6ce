/**
 * The tabs' part of the global model (spec section 3 "Global layout state": tabs, activeTabKey,
 * activeTabMenuId, tabsIsInit, refreshMenuTabsKeyMap; section 4 "Tabs"): the tab strip
 * (tab-strip-model.ts: closing, refreshing, persisting) and location listening. Until the menu
 * has loaded and the tabs are back (`global/initTabs`), visited locations are queued; then they
 * are replayed, and each location opens the tab `resolveTab` decides.
 */
import type { Action } from 'redux';
import type { EffectsCommandMap, ModelAction } from '@polaris/core/core/model';
import type { MenuLeaf } from '../menu/menu-tree';
import type { MenuState } from '../menu/menu-state';
import { selectGlobal, type ModelPart } from '../state/global-state';
import { useGlobalState } from '../state/use-global-state';
import { openLocationTab } from './location-tab';
import {
  createTabStrip,
  tabsOf,
  withTabs,
  type TabStripDependencies,
  type TabStripState,
} from './tab-strip-model';
import { activateTab, createWorkplaceTab, openTab, WORKPLACE_KEY, type Tab } from './tabs';

export interface LocationInfo {
  pathname: string;
  search: string;
  state?: unknown;
}

export interface TabsPartState extends TabStripState {
  /** Locations seen before the menu and tabs were ready, replayed afterwards. */
  pendingLocations: LocationInfo[];
}

export const initialTabsState: TabsPartState = {
  tabs: [createWorkplaceTab('')],
  activeTabKey: WORKPLACE_KEY,
  activeTabMenuId: undefined,
  tabsIsInit: false,
  refreshMenuTabsKeyMap: {},
  pendingLocations: [],
};

/** `navigate`, persistence, events and hooks: see TabStripDependencies. */
export interface TabsDependencies extends TabStripDependencies {
  /**
   * Decides which tab a location opens (routes, menu leaves, module manifests, and the open tabs
   * for the reuse rule); null: none.
   */
  resolveTab(location: LocationInfo, leaves: MenuLeaf[], tabs: Tab[]): Tab | null;
}

type State = TabsPartState & MenuState;

export function createTabsPart<S extends State>(
  namespace: string,
  deps: TabsDependencies,
): ModelPart<S, TabsPartState> {
  const strip = createTabStrip<S>(namespace, deps);
  return {
    area: 'tabs',
    state: initialTabsState,
    reducers: {
      queueLocation(state, { payload }: ModelAction<LocationInfo>) {
        return payload
          ? { ...state, pendingLocations: [...state.pendingLocations, payload] }
          : state;
      },
      openTab(state, { payload }: ModelAction<Tab>) {
        return payload ? withTabs(state, openTab(tabsOf(state), payload)) : state;
      },
      /** The tab a location resolved to; a reused menu tab follows the address. */
      openLocationTab(state, { payload }: ModelAction<Tab>) {
        return payload ? withTabs(state, openLocationTab(tabsOf(state), payload)) : state;
      },
      activateTab(state, { payload }: ModelAction<string>) {
        return payload ? withTabs(state, activateTab(tabsOf(state), payload)) : state;
      },
      ...strip.reducers,
    },
    effects: {
      /**
       * Once the menu is there (layout initialisation): the tabs saved for the role come back
       * first, so the queued locations replayed next find their tabs.
       */
      *initTabs(_action: ModelAction, { put, putResolve, select }: EffectsCommandMap) {
        yield putResolve({ type: 'restoreTabSession' });
        yield put({ type: 'updateState', payload: { tabsIsInit: true } });
        const { pendingLocations }: State = yield select(selectGlobal);
        yield put({ type: 'updateState', payload: { pendingLocations: [] } });
        for (const location of pendingLocations) {
          yield put({ type: 'locationChanged', payload: location });
        }
      },
      *locationChanged({ payload }: ModelAction<LocationInfo>, { put, select }: EffectsCommandMap) {
        if (!payload) return;
        const state: State = yield select(selectGlobal);
        if (!state.menuLoad || !state.tabsIsInit) {
          yield put({ type: 'queueLocation', payload });
          return;
        }
        const tab = deps.resolveTab(payload, state.menuLeafNode, state.tabs);
        if (tab) yield put({ type: 'openLocationTab', payload: tab });
      },
      ...strip.effects,
    },
    subscriptions: {
      listenLocation({ dispatch, history }) {
        if (!history) return undefined;
        const report = () => {
          const { pathname, search } = history.location;
          const state = (history.location as { state?: unknown }).state;
          dispatch({
            type: 'locationChanged',
            payload: { pathname, search, state },
          } as Action<string>);
        };
        report();
        return history.listen(report);
      },
      ...strip.subscriptions,
    },
  };
}

export function useTabsState<T>(select: (state: TabsPartState) => T): T {
  return useGlobalState(initialTabsState, select);
}

/** The tab shown now. */
export function activeTabOf(state: Pick<TabsPartState, 'tabs' | 'activeTabKey'>): Tab | undefined {
  return state.tabs.find((tab) => tab.key === state.activeTabKey);
}
