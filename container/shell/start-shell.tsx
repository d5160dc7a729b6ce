/**
 * The signed-in shell once the user is known: the shell's store, the micro host that mounts the
 * modules, the layout, and what the modules are told. Started by the container's own start-up
 * (boot.tsx) and by a foreign host's mount (embedded/); `dispose` ends all of it.
 */
import { loadExceptionView } from '@polaris/core/components/Exception';
import { PlatformProvider } from '@polaris/core/components/PlatformProvider';
import type { ModelAction } from '@polaris/core/core/model';
import {
  getLanguage,
  getTextsVersion,
  serverTextsFor,
  subscribeTexts,
} from '@polaris/core/i18n/intl';
import type { GlobalState, InitLayoutPayload } from './global-model';
import type { EarlyLayout } from './early-layout';
import { scopeFitsUser } from '../session/start-scope';
import { createShellStore } from './shell-store';
import type { UserState } from '@polaris/core/models/user';
import { keepWorkOverSessionEnd, subjectOf } from '../session/keep-work';
import { RenewalHost } from '@polaris/core/session/renew/RenewalHost';
import { menuCodes } from '../menu/menu-tree';
import { withPersonalChanges } from '../micro/user-changes';
import { setMenuIdProvider } from '@polaris/core/request/client';
import { setStatusHandlers } from '@polaris/core/request/status-handlers';
import type { ShellOptions } from '../layouts/embedding';
import { publicRoutes } from '@polaris/core/pages/public-routes';
import { sessionAreaRoutes } from '../routing/session-areas';
import { exceptionRoutes } from '../exception/exception-routes';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { currentAddressPolicy } from '../link/address-policy';
import { PageNavigationProvider } from '@polaris/core/sub-app/navigation';
import { beforeRemoveHooks, registerBeforeRemove } from '../tabs/before-remove';
import { WORKPLACE_KEY } from '../tabs/tabs';
import type { History } from 'history';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  type RouteObject,
} from 'react-router-dom';
import { createMicroHost, type BridgeBase } from '../micro/micro-host';
import { createPageUpdateWatcher } from '../micro/update-watcher';
import { preloadUpdateDialog } from '../micro/UpdatePrompt';
import { createMicroHolder, modulesReleased, whenIdle } from './shell-parts';
import { PaintSignal } from './PaintSignal';
import type { ModuleRegistry } from '../micro/module-registry';
import { BasicLayout } from '../layouts/BasicLayout';
import { ShellContext } from '../state/shell-context';
import { MicroContext } from '../micro/micro-context';
import { layoutChoices } from '../layouts/layouts';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import type { Runtime } from '@polaris/core/runtime/runtime';
import type { HostSession } from '@polaris/core/micro/host-session';

function routeElements(routes: RouteObject[]) {
  return routes.map((route) => (
    <Route key={route.path} path={route.path} element={route.element} />
  ));
}

export function publicRouteElements() {
  return routeElements(publicRoutes);
}

/**
 * How the shell opens a page for a page (a module's link, a 404's way back): '/' is the workplace,
 * shown under its own address as at start-up.
 */
function pageOpener(history: History): (path: string) => void {
  return (path) => history.push(path === '/' ? WORKPLACE_KEY : path);
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
  /** The menu and texts asked alongside the current user (boot.tsx), kept if they fit the user. */
  early?: EarlyLayout;
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
        hooks: beforeRemoveHooks,
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

  // What the first paint of the menu and the workplace does not need starts once it is painted
  // (PaintSignal): the components waiting for `layoutPainted` (data hierarchy, bell, workplace
  // cards, the watermark), module prefetch and the idle work below.
  const afterPaint = () => {
    if (disposed || (models.getState().global as GlobalState | undefined)?.layoutPainted) return;
    models.dispatch({ type: 'global/layoutPainted' });
    microHost.prefetch(modules.list().filter((module) => module.initLoad));
    // The exception pages' view is not in the first load; it must be here before the network
    // can fail (a module that cannot be loaded offline says so with it). A failure is tried
    // again there.
    stops.push(whenIdle(() => void loadExceptionView().catch(() => undefined)));
    stops.push(whenIdle(preloadUpdateDialog)); // needed after a deploy, which may remove it
    // the user menu's Feedback entry, where the organisation collects feedback; none otherwise
    stops.push(
      whenIdle(() => {
        const loaded = models.dispatch({ type: 'market/fetchMarketConfig' });
        void Promise.resolve(loaded).catch(() => undefined);
      }),
    );
  };
  const render = () => {
    const tree = (
      <RuntimeProvider runtime={runtime}>
        <Provider store={models.store}>
          <ShellContext.Provider
            value={{ history, addressPolicy, layouts: layoutChoices, embedded: Boolean(embedded) }}
          >
            <MicroContext.Provider value={{ modules, microHost, updates }}>
              <PlatformProvider popupContainer={embedded?.popupContainer}>
                {!embedded && <RenewalHost />}
                <PaintSignal onPainted={afterPaint} />
                <HistoryRouter history={history}>
                  <Routes>
                    {publicRouteElements()}
                    {/* the shell's 501 page shows the stored error (over the core's) */}
                    {routeElements(exceptionRoutes)}
                    {/* /pub, /pubApprove and /private: session pages alone, without the layout */}
                    {routeElements(sessionAreaRoutes)}
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
            </MicroContext.Provider>
          </ShellContext.Provider>
        </Provider>
      </RuntimeProvider>
    );
    root.render(embedded ? embedded.wrap(tree) : tree);
  };
  // With the layout asked early for this very user, menu and texts are here or about to be: the
  // shell renders once, with them (rendering it first without the menu costs a whole render).
  const layoutAskedEarly = start.early !== undefined && scopeFitsUser(start.early.scope, user);
  if (!layoutAskedEarly) render();

  const initLayout: ModelAction<InitLayoutPayload> = {
    type: 'global/initLayout',
    payload: { user, early: start.early },
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
  const layout = models.dispatchEffect(initLayout);
  if (layoutAskedEarly) {
    void layout.then(
      () => !disposed && render(),
      () => !disposed && render(),
    );
  }
  const ready = layout.then(() => undefined);

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
