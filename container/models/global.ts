/**
 * Layout state of the shell (spec section 3 "Global layout state"): menu, tabs, language.
 * Layout initialisation loads texts and the menu in one parallel round trip; until it finishes,
 * visited locations are queued and replayed (spec section 4 "Location listening"). Then the tabs
 * saved for the role come back; they are saved again when the page unloads ("Persisting").
 * Closing tabs asks the tabs' before-remove hooks first and emits a close event afterwards.
 */
import type { Action } from 'redux';
import { defineModel, type EffectsCommandMap, type ModelAction } from '@polaris/core/core/model';
import { mergeTexts, setLanguage } from '@polaris/core/i18n/intl';
import { collectLeaves, toMenuNodes, type MenuLeaf, type MenuNode } from '../menu/menu-tree';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import { userMessageOf } from '@polaris/core/request/error-messages';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { applyLocales, createLanguageSwitch } from '../language/language-switch';
import { openLocationTab } from '../tabs/location-tab';
import {
  createTabStrip,
  tabsOf,
  withTabs,
  type TabStripDependencies,
  type TabStripState,
} from '../tabs/tab-strip-model';
import { activateTab, createWorkplaceTab, openTab, WORKPLACE_KEY, type Tab } from '../tabs/tabs';
import type { ModuleLoadStatus } from '../micro/micro-host';
import {
  createNoticeModelPart,
  initialNoticeState,
  type NoticeState,
} from '../messages/notice-model';
import { traceEffects, type TraceState } from './global-trace';

export interface LocationInfo {
  pathname: string;
  search: string;
  state?: unknown;
}

export interface GlobalState extends TabStripState, NoticeState, TraceState {
  collapsed: boolean;
  language: string;
  menu: MenuNode[];
  menuLeafNode: MenuLeaf[];
  menuLoad: boolean;
  /** Why the menu could not be loaded; the layout offers a retry. */
  menuLoadError?: string;
  /** Locations seen before the menu and tabs were ready, replayed afterwards. */
  pendingLocations: LocationInfo[];
  /** Each module's latest load, by name (spec section 4 "Micro-module loading"). */
  modules: Record<string, ModuleLoadStatus>;
}

/** `navigate`, persistence, events and hooks: see TabStripDependencies. */
export interface GlobalModelDependencies extends TabStripDependencies {
  /**
   * Decides which tab a location opens (routes, menu leaves, module manifests, and the open tabs
   * for the reuse rule); null: none.
   */
  resolveTab(location: LocationInfo, leaves: MenuLeaf[], tabs: Tab[]): Tab | null;
  /** Work that must finish before tabs open, in parallel with texts and menu (module manifests). */
  prepare?(): Promise<void>;
  /** Prompt-key prefixes loaded at layout initialisation. */
  promptKeys(): string[];
}

export interface InitLayoutPayload {
  user: CurrentUser;
}

export const initialGlobalState: GlobalState = {
  collapsed: false,
  language: 'zh_CN',
  menu: [],
  menuLeafNode: [],
  menuLoad: false,
  tabs: [createWorkplaceTab('')],
  activeTabKey: WORKPLACE_KEY,
  activeTabMenuId: undefined,
  tabsIsInit: false,
  refreshMenuTabsKeyMap: {},
  pendingLocations: [],
  modules: {},
  ...initialNoticeState,
};

function selectGlobal(root: { global: GlobalState }): GlobalState {
  return root.global;
}

export function createGlobalModel(deps: GlobalModelDependencies) {
  const strip = createTabStrip<GlobalState>('global', deps);
  const languageSwitch = createLanguageSwitch({ promptKeys: deps.promptKeys });
  const notices = createNoticeModelPart<GlobalState>('global');
  return defineModel<GlobalState>({
    namespace: 'global',
    state: initialGlobalState,
    reducers: {
      updateState(state, { payload }: ModelAction<Partial<GlobalState>>) {
        return { ...state, ...payload };
      },
      setModuleStatus(state, { payload }: ModelAction<{ name: string; status: ModuleLoadStatus }>) {
        if (!payload || state.modules[payload.name] === payload.status) return state;
        return { ...state, modules: { ...state.modules, [payload.name]: payload.status } };
      },
      toggleCollapsed(state) {
        return { ...state, collapsed: !state.collapsed };
      },
      saveMenu(state, { payload }: ModelAction<MenuDto[]>) {
        const menu = toMenuNodes(payload ?? []);
        return { ...state, menu, menuLeafNode: collectLeaves(menu), menuLoad: true };
      },
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
      ...notices.reducers,
    },
    effects: {
      *initLayout(
        { payload }: ModelAction<InitLayoutPayload>,
        { all, call, put, putResolve, select }: EffectsCommandMap,
      ) {
        if (!payload?.user) return;
        const { language, currentRoleId, organizationId } = payload.user;
        setLanguage(language);
        yield put({
          type: 'updateState',
          payload: { language, menuLoadError: undefined, roleId: currentRoleId },
        });
        let texts: Record<string, string>;
        let menu: MenuDto[];
        try {
          // Texts wait for `prepare` (module manifests, already requested before the current
          // user) so every module's prompt keys go into the one text request.
          [texts, menu] = yield all([
            call(
              () =>
                Promise.resolve(deps.prepare?.())
                  .then(() =>
                    fetchPrompts({ lang: language, promptKey: deps.promptKeys(), organizationId }),
                  )
                  .catch(() => ({})), // bundled texts stand in; the menu is what the user needs
            ),
            call(fetchMenuTree, { lang: language, roleId: currentRoleId }, { silent: true }),
          ]);
        } catch (error) {
          // The page says it in place, with a retry; the detail is for the console.
          console.error('[polaris] the menu could not be loaded', error);
          yield put({ type: 'updateState', payload: { menuLoadError: userMessageOf(error) } });
          return;
        }
        mergeTexts(language, texts);
        languageSwitch.rememberMenu(currentRoleId, language, menu);
        // antd and moment speak English until then; English users need no locale chunk at all
        if (language !== 'en_US') void applyLocales(language).catch(() => undefined);
        yield put({ type: 'saveMenu', payload: menu });
        // Tabs come back before the queued locations replay, so the address's tab is found.
        yield putResolve({ type: 'restoreTabSession' });
        yield put({ type: 'updateState', payload: { tabsIsInit: true } });
        const { pendingLocations }: GlobalState = yield select(selectGlobal);
        yield put({ type: 'updateState', payload: { pendingLocations: [] } });
        for (const location of pendingLocations) {
          yield put({ type: 'locationChanged', payload: location });
        }
      },
      *locationChanged({ payload }: ModelAction<LocationInfo>, { put, select }: EffectsCommandMap) {
        if (!payload) return;
        const state: GlobalState = yield select(selectGlobal);
        if (!state.menuLoad || !state.tabsIsInit) {
          yield put({ type: 'queueLocation', payload });
          return;
        }
        const tab = deps.resolveTab(payload, state.menuLeafNode, state.tabs);
        if (tab) yield put({ type: 'openLocationTab', payload: tab });
      },
      ...strip.effects,
      ...languageSwitch.effects,
      ...notices.effects,
      ...traceEffects,
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
  });
}
