/**
 * The shell's layout model, `global` (spec section 3 "Global layout state"), put together from
 * the areas' parts: tabs (tabs, active tab, location listening), menu, language, the bell's
 * notices, the module loads, the header's collapse and trace. What no single area owns is here:
 * layout initialisation, which loads texts and the menu in one parallel round trip (or takes
 * those asked early, alongside the current user, when they are the user's: early-layout.ts), then
 * lets the tabs come back and the locations queued meanwhile replay (spec section 4).
 */
import type { EffectsCommandMap, ModelAction } from '@polaris/core/core/model';
import { mergeTexts, setLanguage } from '@polaris/core/i18n/intl';
import { userMessageOf } from '@polaris/core/request/error-messages';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { createHeaderPart, initialHeaderState, type HeaderState } from '../header/header-state';
import { createTracePart, type TraceState } from '../header/trace-state';
import {
  applyLocales,
  createLanguagePart,
  initialLanguageState,
  type LanguagePartState,
} from '../language/language-switch';
import { createMenuPart, initialMenuState, type MenuState } from '../menu/menu-state';
import { createNoticePart, initialNoticeState, type NoticeState } from '../messages/notice-model';
import { createModulesPart, initialModulesState, type ModulesState } from '../micro/module-state';
import { scopeOf, type StartScope } from '../session/start-scope';
import { composeModel, GLOBAL, type ModelPart } from '../state/global-state';
import {
  createTabsPart,
  initialTabsState,
  type TabsDependencies,
  type TabsPartState,
} from '../tabs/tabs-state';
import { layoutSources, type EarlyLayout } from './early-layout';

export type { LocationInfo } from '../tabs/tabs-state';

export type GlobalState = TabsPartState &
  MenuState &
  LanguagePartState &
  NoticeState &
  TraceState &
  ModulesState &
  HeaderState;

/** Tab resolution, `navigate`, persistence, events and hooks: see TabsDependencies. */
export interface GlobalModelDependencies extends TabsDependencies {
  /** Work that must finish before tabs open, in parallel with texts and menu (module manifests). */
  prepare?(): Promise<void>;
  /** Prompt-key prefixes loaded at layout initialisation. */
  promptKeys(): string[];
  /** Keeps the scope a layout was loaded for, so the next start asks for it early. */
  rememberScope?(scope: StartScope): void;
}

export interface InitLayoutPayload {
  user: CurrentUser;
  /** The menu and texts asked alongside the current user, if any (kept only if they fit). */
  early?: EarlyLayout;
}

export const initialGlobalState: GlobalState = {
  ...initialHeaderState,
  ...initialLanguageState,
  ...initialMenuState,
  ...initialTabsState,
  ...initialModulesState,
  ...initialNoticeState,
};

export function createGlobalModel(deps: GlobalModelDependencies) {
  const language = createLanguagePart<GlobalState>({ promptKeys: deps.promptKeys });
  const layout: ModelPart<GlobalState, object> = {
    area: 'shell',
    state: {},
    effects: {
      *initLayout(
        { payload }: ModelAction<InitLayoutPayload>,
        { all, call, put, putResolve }: EffectsCommandMap,
      ) {
        if (!payload?.user) return;
        const { user } = payload;
        const { currentRoleId } = user;
        const lang = user.language;
        setLanguage(lang);
        yield put({
          type: 'updateState',
          payload: { language: lang, menuLoadError: undefined, roleId: currentRoleId },
        });
        const sources = layoutSources(payload.early, user);
        let texts: Record<string, string>;
        let menu: MenuDto[];
        try {
          // Texts wait for `prepare` (module manifests, already requested before the current
          // user) so every module's prompt keys go into the one text request.
          [texts, menu] = yield all([
            call(
              () =>
                Promise.resolve(deps.prepare?.())
                  .then(() => sources.texts(deps.promptKeys()))
                  .catch(() => ({})), // bundled texts stand in; the menu is what the user needs
            ),
            call(sources.menu),
          ]);
        } catch (error) {
          // The page says it in place, with a retry; the detail is for the console.
          console.error('[polaris] the menu could not be loaded', error);
          yield put({ type: 'updateState', payload: { menuLoadError: userMessageOf(error) } });
          return;
        }
        mergeTexts(lang, texts);
        language.rememberMenu(currentRoleId, lang, menu);
        deps.rememberScope?.(scopeOf(user, deps.promptKeys()));
        // antd and moment speak English until then; English users need no locale chunk at all
        if (lang !== 'en_US') void applyLocales(lang).catch(() => undefined);
        yield put({ type: 'saveMenu', payload: menu });
        yield putResolve({ type: 'initTabs' });
      },
    },
  };
  return composeModel<GlobalState>(GLOBAL, [
    createHeaderPart(),
    language,
    createMenuPart(),
    createTabsPart(GLOBAL, deps),
    createModulesPart(),
    createNoticePart(GLOBAL),
    createTracePart(),
    layout,
  ]);
}
