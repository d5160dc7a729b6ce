/**
 * The language's part of the global model (spec section 3 "Global layout state": language) and
 * changing it (spec section 4): texts and menu names are fetched once per language
 * (switching back costs no request), the antd and moment locales load lazily (the first load
 * carries none), then the language, the menu, the tab titles and the session follow, and the
 * user's default language is saved on the server.
 */
import type { EffectsCommandMap, ModelAction } from '@polaris/core/core/model';
import { setAntdLocale } from '@polaris/core/i18n/antd-locale';
import { hasTexts, mergeTexts, setLanguage } from '@polaris/core/i18n/intl';
import { findLanguage } from '@polaris/core/i18n/languages';
import { rememberLanguage } from '@polaris/core/i18n/language-memory';
import { collectLeaves, toMenuNodes } from '../menu/menu-tree';
import { fetchCurrentUser, type CurrentUser } from '@polaris/core/services/iam/current-user';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { updateDefaultLanguage } from '@polaris/core/services/iam/users';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { getSession, updateSession } from '@polaris/core/session/current-session';
import type { UserState } from '@polaris/core/models/user';
import { moveStartScope } from '../session/start-scope';
import { selectGlobal, type ModelPart } from '../state/global-state';
import type { TabStripState } from '../tabs/tab-strip-model';
import type { Tab } from '../tabs/tabs';

/** Loads and applies the antd and moment locales; the loader (and moment) is its own chunk. */
export async function applyLocales(language: string): Promise<void> {
  const { loadLocales } = await import('./locale-loader');
  setAntdLocale((await loadLocales(language)).antdLocale);
}

/** Menu tabs take the menu's title in the new language. */
export function retitleTabs(tabs: Tab[], menu: MenuDto[]): Tab[] {
  const titles = new Map(collectLeaves(toMenuNodes(menu)).map((leaf) => [leaf.id, leaf.title]));
  return tabs.map((tab) =>
    tab.menuId !== undefined && titles.has(tab.menuId)
      ? { ...tab, title: titles.get(tab.menuId)! }
      : tab,
  );
}

export interface LanguagePartState {
  language: string;
}

export const initialLanguageState: LanguagePartState = { language: 'zh_CN' };

/** What a switch reads: the language, and the role and tabs (tabs' part) it renames for. */
type State = LanguagePartState & Pick<TabStripState, 'roleId' | 'tabs' | 'activeTabKey'>;

/** The user's choice outlives this page; a failure is reported and the switch still happens. */
function saveDefaultLanguage(language: string): Promise<boolean> {
  return updateDefaultLanguage(language).then(
    () => true,
    () => false,
  );
}

export interface LanguagePart<S> extends ModelPart<S, LanguagePartState> {
  /** Layout initialisation hands over the menu it loaded, so switching back is free. */
  rememberMenu(roleId: number | undefined, language: string, menu: MenuDto[]): void;
}

export function createLanguagePart<S extends State>(deps: {
  promptKeys(): string[];
}): LanguagePart<S> {
  const menus = new Map<string, MenuDto[]>();
  const cacheKey = (roleId: number | undefined, language: string) => `${roleId}:${language}`;

  return {
    area: 'language',
    state: initialLanguageState,
    rememberMenu(roleId: number | undefined, language: string, menu: MenuDto[]): void {
      menus.set(cacheKey(roleId, language), menu);
    },
    effects: {
      *changeLanguage(
        { payload }: ModelAction<string>,
        { all, call, put, select }: EffectsCommandMap,
      ) {
        const state: State = yield select(selectGlobal);
        if (!payload || payload === state.language) return false;
        const key = cacheKey(state.roleId, payload);
        let texts: Record<string, string> | null;
        let menu: MenuDto[];
        let saved: boolean;
        try {
          [texts, menu, , saved] = yield all([
            call(() =>
              hasTexts(payload)
                ? Promise.resolve(null)
                : fetchPrompts({
                    lang: payload,
                    promptKey: deps.promptKeys(),
                    organizationId: getSession().organizationId,
                  }),
            ),
            call(() =>
              menus.has(key)
                ? Promise.resolve(menus.get(key)!)
                : fetchMenuTree({ lang: payload, roleId: state.roleId ?? 0 }),
            ),
            call(applyLocales, payload),
            // Saved before anything is re-asked: the server answers in the user's language.
            call(saveDefaultLanguage, payload),
          ]);
        } catch {
          return false; // the request layer told the user why; nothing changed
        }
        if (texts) mergeTexts(payload, texts);
        menus.set(key, menu);
        yield put({ type: 'saveMenu', payload: menu });
        // The tabs as they are now: the user may have opened or closed one while texts loaded.
        const now: State = yield select(selectGlobal);
        yield put({
          type: 'setTabs',
          payload: { tabs: retitleTabs(now.tabs, menu), activeKey: now.activeTabKey },
        });
        setLanguage(payload);
        updateSession({ language: payload });
        rememberLanguage(payload);
        const userId: number | undefined = yield select(
          (app: { user?: UserState }) => app.user?.currentUser?.id,
        );
        moveStartScope(userId, { language: payload }); // the next start asks in it at once
        yield put({ type: 'updateState', payload: { language: payload } });
        // The user's own record says which language they use (Personal Centre shows it).
        yield put({
          type: 'user/setLanguage',
          payload: { language: payload, languageName: findLanguage(payload)?.label ?? payload },
        });
        // Names the server gives in the user's language (tenant, role) follow, in the background:
        // the switch is done for the user once the shell speaks the language.
        if (saved) yield put({ type: 'reloadCurrentUser' });
        return true;
      },
      *reloadCurrentUser(_action: ModelAction, { call, put }: EffectsCommandMap) {
        try {
          const user: CurrentUser = yield call(fetchCurrentUser, { silent: true });
          yield put({ type: 'user/saveCurrentUser', payload: user });
        } catch {
          // the names stay as they were until the next start
        }
      },
    },
  };
}
