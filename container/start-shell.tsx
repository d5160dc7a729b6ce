/**
 * The signed-in shell once the user is known: the shell's store, the micro host that mounts the
 * modules, the layout, and what the modules are told. Started by the container's own start-up
 * (boot.tsx) and by a foreign host's mount (embedded/); `dispose` ends all of it.
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
import { keepWorkOverSessionEnd, subjectOf } from './session/keep-work';
import { RenewalHost } from '@polaris/core/session/renew/RenewalHost';
import { menuCodes } from './menu/menu-tree';
import { withPersonalChanges } from './micro/user-changes';
import { setMenuIdProvider } from '@polaris/core/request/client';
import { setStatusHandlers } from '@polaris/core/request/status-handlers';
import type { ShellOptions } from './layouts/embedding';
import { publicRoutes } from '@polaris/core/pages/public-routes';
import { sessionAreaRoutes } from './routing/session-areas';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { currentAddressPolicy } from './link/address-policy';
import { PageNavigationProvider } from '@polaris/core/sub-app/navigation';
import { registerBeforeRemove } from './tabs/before-remove';
import { WORKPLACE_KEY } from './tabs/tabs';
import type { History } from 'history';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createMicroHost, type BridgeBase } from './micro/micro-host';
import { createPageUpdateWatcher } from './micro/update-watcher';
import { preloadUpdateDialog } from './micro/UpdatePrompt';
import { createMicroHolder, modulesReleased, whenIdle } from './shell-parts';
import type { ModuleRegistry } from './micro/module-registry';
import { BasicLayout } from './layouts/BasicLayout';
import { resolveTab } from './tabs/resolve-tab';
import { ShellContext } from './layouts/shell-context';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import type { Runtime } from '@polaris/core/runtime/runtime';
import type { HostSession } from '@polaris/core/micro/host-session';

export function publicRouteElements() {
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

/** Screen readers, spelling and hyphenation follow the language the page (or our area) is in. */
export function followLanguage(target: HTMLElement): void {
  const mark = () => {
    target.lang = findLanguage(getLanguage())?.tag ?? '';
  };
  mark();
  subscribeTexts(mark); // a runtime listener: ends with the runtime
}

/** What the shell is started with once the user is known. */
export interface ShellStart {
  runtime: Runtime;
  history: History;
  modules: ModuleRegistry;
  user: CurrentUser;
  root: Root;
  /** Where the modules the shell mounts are kept: the page's body, or our area in a host page. */
  holderParent: ParentNode;
  options: ShellOptions;
  /** The shell's start scripts as its page loaded them, for the update check (none: embedded). */
  startScripts?: string[];
  /** The shell mounted by a foreign host (container/embedded). */
  embedded?: {
    /** Wraps the tree: style container, popups and notices inside our area. */
    wrap(tree: ReactElement): ReactElement;
    /** Passed on to the modules: our gateway and token, the host's session end. */
    hostSession: HostSession;
    popupContainer: HTMLElement;
  };
}

export interface RunningShell {
  /** Settles once the layout (texts and menu) has loaded. */
  ready: Promise<void>;
  /** Renders again with other embedding options (hide the layout, the tabs). */
  setOptions(options: ShellOptions): void;
  /** Unmounts the tree, waits for the modules it mounted to unmount, ends the store. */
  dispose(): Promise<void>;
}

/** The signed-in shell: store, micro host and layout, rendered into `start.root`. */
export function startShell(start: ShellStart): RunningShell {
  const { runtime, history, modules, user, root, embedded } = start;
  let options = start.options;
  let disposed = false;
  const stops: (() => void)[] = [];
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
  // Alone in the page, the shell keeps the user's work when the session ends (a host keeps its own).
  const keepWork = embedded
    ? undefined
    : keepWorkOverSessionEnd({
        runtime,
        tabKeys: () =>
          (models.getState().global as GlobalState | undefined)?.tabs.map((tab) => tab.key) ?? [],
        subject: () => subjectOf(currentUser()),
      });
  const bridgeFor = (language: string): BridgeBase => ({
    ...keepWork,
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
    hostSession: embedded?.hostSession,
    popupContainer: embedded?.popupContainer,
  });
  const holder = createMicroHolder(start.holderParent);
  const microHost = createMicroHost(holder, bridgeFor(user.language), {
    latest: (name) => modules.refresh().then(() => modules.find(name)),
    onLoadStatus: (name, status) =>
      models.dispatch({ type: 'global/setModuleStatus', payload: { name, status } }),
  });
  const updates = createPageUpdateWatcher({
    modules,
    loadedBuild: (name) => microHost.loadedBuild(name),
    startScripts: start.startScripts ?? [],
  });
  stops.push(
    () => updates.dispose(),
    () => microHost.dispose(),
  );
  const addressPolicy = currentAddressPolicy();

  const render = () => {
    const tree = (
      <RuntimeProvider runtime={runtime}>
        <Provider store={models.store}>
          <ShellContext.Provider
            value={{
              history,
              modules,
              microHost,
              addressPolicy,
              updates,
              embedded: Boolean(embedded),
            }}
          >
            <PlatformProvider popupContainer={embedded?.popupContainer}>
              {!embedded && <RenewalHost />}
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
      </RuntimeProvider>
    );
    root.render(embedded ? embedded.wrap(tree) : tree);
  };
  render();

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
  stops.push(subscribeTexts(shareWithModules));
  runtime.antdLocale.listeners.add(shareWithModules); // a language's antd locale loads after it
  stops.push(() => runtime.antdLocale.listeners.delete(shareWithModules));
  stops.push(models.store.subscribe(shareWithModules));
  const ready = models.dispatchEffect(initLayout).then(() => {
    if (disposed) return;
    microHost.prefetch(modules.list().filter((module) => module.initLoad));
    // The exception pages' view is not in the first load; it must be here before the network
    // can fail (a module that cannot be loaded offline says so with it). A failure is tried
    // again there.
    stops.push(whenIdle(() => void loadExceptionView().catch(() => undefined)));
    stops.push(whenIdle(preloadUpdateDialog)); // needed after a deploy, which may remove it
  });

  return {
    ready,
    setOptions(next) {
      options = next;
      if (!disposed) render();
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      stops.forEach((stop) => stop());
      root.unmount(); // the pages' modules are released as their tabs unmount
      await modulesReleased(holder);
      holder.remove();
      models.destroy();
    },
  };
}
