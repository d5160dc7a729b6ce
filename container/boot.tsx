/**
 * Container start: read the module manifests while the start-up flow asks who the user is (one
 * round trip), render nothing until that is known, then load texts and menu together (second
 * round trip) and show the shell.
 */
import { loadExceptionView } from '@polaris/core/components/Exception';
import { PlatformProvider } from '@polaris/core/components/PlatformProvider';
import { getRuntimeConfig } from '@polaris/core/config/runtime';
import { createModelStore, type ModelAction } from '@polaris/core/core/model';
import {
  getLanguage,
  getTextsVersion,
  serverTextsFor,
  subscribeTexts,
  t,
} from '@polaris/core/i18n/intl';
import { findLanguage } from '@polaris/core/i18n/languages';
import { errorModel } from './models/error';
import { createGlobalModel, type GlobalState, type InitLayoutPayload } from './models/global';
import { loginModel } from './models/login';
import { marketModel } from './models/market';
import { reportModelError } from '@polaris/core/models/report-model-error';
import { userModel, type UserState } from '@polaris/core/models/user';
import { workplaceModel } from './models/workplace';
import { menuCodes } from './menu/menu-tree';
import { withPersonalChanges } from './micro/user-changes';
import { setMenuIdProvider } from '@polaris/core/request/client';
import { setStatusHandlers } from '@polaris/core/request/status-handlers';
import type { ShellOptions } from './layouts/embedding';
import { kickoffAddress } from '@polaris/core/routing/public-paths';
import { publicRoutes } from '@polaris/core/routing/public-routes';
import { sessionAreaRoutes } from './routing/session-areas';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { reloadRestoredPageWithoutSession } from '@polaris/core/session/back-forward';
import { setSessionEndHandlers } from '@polaris/core/session/session-end';
import { getAccessToken } from '@polaris/core/session/tokens';
import { currentAddressPolicy } from '@polaris/core/security/policy';
import { createSafeBrowserHistory } from '@polaris/core/security/safe-history';
import { bootSession } from '@polaris/core/startup/boot';
import { PageNavigationProvider } from '@polaris/core/micro/sub-app/navigation';
import { registerBeforeRemove } from './tabs/before-remove';
import { WORKPLACE_KEY } from './tabs/tabs';
import type { History } from 'history';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createMicroHost } from './micro/micro-host';
import { createModuleRegistry, type ModuleRegistry } from './micro/module-registry';
import { createUpdateWatcher, fetchDeployedScripts, startScriptsOf } from './micro/update-watcher';
import { BasicLayout } from './layouts/BasicLayout';
import { resolveTab } from './tabs/resolve-tab';
import { ShellContext } from './layouts/shell-context';
import { shellTexts } from './routing/texts';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';

function publicRouteElements() {
  return publicRoutes.map((route) => (
    <Route key={route.path} path={route.path} element={route.element} />
  ));
}

/** /pub, /pubApprove and /private: session pages shown alone, without the shell layout. */
function sessionAreaElements() {
  return sessionAreaRoutes.map((route) => (
    <Route key={route.path} path={route.path} element={route.element} />
  ));
}

/**
 * How the shell opens a page for a page (a module's link, a 404's way back): '/' is the workplace,
 * shown under its own address as at start-up.
 */
function pageOpener(history: History): (path: string) => void {
  return (path) => history.push(path === '/' ? WORKPLACE_KEY : path);
}

function createShellStore(history: History, modules: ModuleRegistry) {
  const globalModel = createGlobalModel({
    resolveTab: (location, leaves, tabs) =>
      resolveTab(location, {
        leaves,
        tabs,
        modules: modules.list(),
        workplaceTitle: t('hzero.common.title.workplace'),
        notFoundTitle: '404',
        titleOf: (title) => t(title, undefined, title),
      }),
    navigate: (path) => history.push(path),
    prepare: () => modules.ready,
    notSaveTabsInfo: getRuntimeConfig().notSaveTabsInfo,
    promptKeys: () => ['hzero.common', ...modules.list().flatMap((module) => module.promptKeys)],
  });
  return createModelStore({
    history,
    name: 'polaris-container',
    models: [errorModel, globalModel, loginModel, marketModel, userModel, workplaceModel],
    onError: reportModelError,
  });
}

function createMicroHolder(): HTMLElement {
  const holder = document.createElement('div');
  holder.id = 'polaris-micro-apps';
  holder.hidden = true;
  document.body.appendChild(holder);
  return holder;
}

/**
 * `options`: embedding and layout options of the shell (hide the layout, hide the tabs, force a
 * layout), e.g. from qiankun mount props when the container itself runs embedded.
 */
export async function startContainer(options: ShellOptions = {}): Promise<void> {
  // what this page runs, before any lazy chunk is added: the update check compares the deploy
  const runningScripts = startScriptsOf(document);
  const runtime = startRuntime({ bundledTexts: shellTexts });
  const history = createSafeBrowserHistory();
  const modules = createModuleRegistry();
  const boot = await bootSession(history);
  if (boot.kind === 'leaving') return;
  setSessionEndHandlers({
    toKickoff: (language) => history.replace(kickoffAddress(language)),
  });

  // Screen readers, spelling and hyphenation follow the language the page is in.
  const markDocumentLanguage = () => {
    document.documentElement.lang = findLanguage(getLanguage())?.tag ?? '';
  };
  markDocumentLanguage();
  subscribeTexts(markDocumentLanguage);

  const root = createRoot(document.getElementById('root')!);
  if (boot.kind === 'public') {
    root.render(
      <RuntimeProvider runtime={runtime}>
        <PlatformProvider>
          <HistoryRouter history={history}>
            <Routes>{publicRouteElements()}</Routes>
          </HistoryRouter>
        </PlatformProvider>
      </RuntimeProvider>,
    );
    return;
  }

  const user: CurrentUser = boot.user;
  // Back after sign-out (here or in another tab) must not bring the signed-in page back.
  reloadRestoredPageWithoutSession(() => Boolean(getAccessToken()));
  if (history.location.pathname === '/') history.replace(`/workplace${history.location.search}`);
  const models = createShellStore(history, modules);
  models.dispatch({ type: 'user/saveCurrentUser', payload: user });
  setMenuIdProvider(() => (models.getState().global as GlobalState | undefined)?.activeTabMenuId);
  // Spec section 8: a 501 keeps its body for the page to show, then opens /exception/501.
  setStatusHandlers({
    notImplemented: (body) => {
      const message = (body as { message?: string } | undefined)?.message ?? '';
      models.dispatch({ type: 'error/saveError', payload: { status: 501, message, body } });
      history.push('/exception/501');
    },
  });
  // What every mounted module is told.
  const currentUser = (): CurrentUser =>
    (models.getState().user as UserState | undefined)?.currentUser ?? user;
  const currentMenu = () => (models.getState().global as GlobalState | undefined)?.menu ?? [];
  const bridgeFor = (language: string) => ({
    user: currentUser(),
    language,
    grantedCodes: menuCodes(currentMenu()),
    antdLocale: runtime.antdLocale.current,
    texts: serverTextsFor(language),
    navigate: pageOpener(history),
    registerBeforeRemove,
    userChanged: (changed: CurrentUser) => {
      const next = withPersonalChanges(currentUser(), changed);
      if (next !== currentUser()) models.dispatch({ type: 'user/saveCurrentUser', payload: next });
    },
  });
  const microHost = createMicroHost(createMicroHolder(), bridgeFor(user.language), {
    latest: (name) => modules.refresh().then(() => modules.find(name)),
    onLoadStatus: (name, status) =>
      models.dispatch({ type: 'global/setModuleStatus', payload: { name, status } }),
  });
  const addressPolicy = currentAddressPolicy();
  const updates = createUpdateWatcher({
    modules: () => modules.list(),
    refreshModules: () => modules.refresh(),
    loadedBuild: (name) => microHost.loadedBuild(name),
    runningScripts,
    deployedScripts: () => fetchDeployedScripts('/'), // the shell's page: history base '/'
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    events: window,
    base: window.location.href,
  });

  root.render(
    <RuntimeProvider runtime={runtime}>
      <Provider store={models.store}>
        <ShellContext.Provider value={{ history, modules, microHost, addressPolicy, updates }}>
          <PlatformProvider>
            <HistoryRouter history={history}>
              <Routes>
                {publicRouteElements()}
                {sessionAreaElements()}
                <Route
                  path="*"
                  element={
                    <PageNavigationProvider open={pageOpener(history)}>
                      <BasicLayout options={options} />
                    </PageNavigationProvider>
                  }
                />
              </Routes>
            </HistoryRouter>
          </PlatformProvider>
        </ShellContext.Provider>
      </Provider>
    </RuntimeProvider>,
  );

  const initLayout: ModelAction<InitLayoutPayload> = {
    type: 'global/initLayout',
    payload: { user },
  };
  // Modules follow the shell's texts, language, user (e.g. a name saved on Personal Centre) and
  // menu: texts and menu arrive with the layout (and again on a retry or a language switch), the
  // user with a save.
  const sharedNow = () => ({
    user: currentUser(),
    language: getLanguage(),
    texts: getTextsVersion(),
    menu: currentMenu(),
    antdLocale: runtime.antdLocale.current,
  });
  let shared = sharedNow();
  const shareWithModules = () => {
    const next = sharedNow();
    if (
      next.user === shared.user &&
      next.language === shared.language &&
      next.texts === shared.texts &&
      next.menu === shared.menu &&
      next.antdLocale === shared.antdLocale
    ) {
      return;
    }
    shared = next;
    microHost.setBridge(bridgeFor(next.language));
  };
  subscribeTexts(shareWithModules);
  runtime.antdLocale.listeners.add(shareWithModules); // a language's antd locale loads after it
  models.store.subscribe(shareWithModules);
  await models.dispatchEffect(initLayout);
  microHost.prefetch(modules.list().filter((module) => module.initLoad));
  // The exception pages' view is not in the first load; it must be here before the network can
  // fail (a module that cannot be loaded offline says so with it). A failure is tried again there.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => void loadExceptionView().catch(() => undefined));
}
