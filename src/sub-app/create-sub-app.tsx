/**
 * Turns a sub-app definition into qiankun lifecycles (bootstrap, mount, update, unmount) and a
 * standalone start. Each mount owns a model store and a React root; unmount tears both down.
 */
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { provideExceptionView } from '../components/Exception';
import { ExceptionView } from '../components/ExceptionView';
import { PlatformProvider } from '../components/PlatformProvider';
import { ServerDataProvider } from '../query/ServerDataProvider';
import { configureRuntime } from '../config/runtime';
import { createModelStore, type ModelStore } from '../core/model';
import { mergeTexts, setLanguage } from '../i18n/intl';
import { reportModelError } from '../models/report-model-error';
import { userModel, type UserState } from '../models/user';
import type { CurrentUser } from '../services/iam/current-user';
import { publicRoutes } from '../pages/public-routes';
import { startRuntime } from '../runtime/create-runtime';
import type { Runtime } from '../runtime/runtime';
import { RuntimeProvider } from '../runtime/RuntimeProvider';
import { keepDeviceDataForHost } from '../session/device-storage';
import { setSessionEndHandlers } from '../session/session-end';
import { askInTurn, renewInPlace } from '../session/renew/renewal';
import { RenewalHost } from '../session/renew/RenewalHost';
import { getSession, updateSessionFromUser } from '../session/current-session';
import { reloadRestoredPageWithoutSession } from '../session/back-forward';
import { getAccessToken, keepTokensInMemory } from '../session/tokens';
import { createSafeBrowserHistory } from '../security/safe-history';
import { bootSession } from '../startup/boot';
import { hostApiHost, type HostSession } from '../micro/host-session';
import type { SubAppProps } from '../micro/protocol';
import { EmbeddedApp } from './EmbeddedApp';
import { unsavedPagesOf } from '../kit/leave-guard';
import { loadSubAppTexts } from './load-texts';
import { ShellSlots } from './ShellSlots';
import { checkRoutesRegistered, mountTarget, standaloneTarget } from './start-checks';
import { forgetStyleContainers } from './style-containers';
import { StandaloneFrame } from './StandaloneFrame';
import type { SubAppDefinition } from './types';

interface MountedInstance {
  /** This mount's runtime facts: created by mount, disposed by unmount. */
  runtime: Runtime;
  root: Root;
  models: ModelStore;
  props: SubAppProps;
  /** The user as last exchanged with the shell, to tell the shell's changes from our own. */
  sharedUser?: CurrentUser;
  stopSharingUser(): void;
}

/** The host's session when a foreign host mounts us, directly or through an embedded shell. */
function hostSessionFor(props: SubAppProps): HostSession | undefined {
  // our own shell: same origin and cookies, unless that shell is itself embedded
  if (props.polarisShell) return props.polarisShell.hostSession;
  return {
    apiHost: hostApiHost(
      props.apiHost,
      window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__,
      window.location,
    ),
    accessToken: props.accessToken,
    onSessionEnd: () => props.onSessionEnd?.(),
    storagePrefix: props.storagePrefix,
  };
}

/**
 * A foreign host gets our gateway for API calls and its token in memory, never on its origin;
 * what we remember stays off its storage (in memory, or under its `storagePrefix`).
 */
function configureForHost(runtime: Runtime, props: SubAppProps): void {
  const host = hostSessionFor(props);
  if (!host) {
    // inside our own shell: the shell ends the session for every module it mounts
    const shellEnd = props.polarisShell?.endSession;
    if (shellEnd) setSessionEndHandlers({ takeOver: shellEnd });
    return;
  }
  keepDeviceDataForHost(runtime, host.storagePrefix);
  configureRuntime({ apiHost: host.apiHost });
  if (host.accessToken) keepTokensInMemory({ accessToken: host.accessToken });
  const ended = () => host.onSessionEnd();
  setSessionEndHandlers({ toLogin: ended, toKickoff: ended });
}

/**
 * Inside the Polaris shell the user comes from the shell, and a change made here (a profile save)
 * goes back to it, so the header and other modules show it without a reload.
 */
function shareUserWithShell(instance: MountedInstance, user: CurrentUser): void {
  const { models } = instance;
  instance.sharedUser = user;
  models.dispatch({ type: 'user/saveCurrentUser', payload: user });
  updateSessionFromUser(user);
  const unsubscribe = models.store.subscribe(() => {
    const current = (models.getState().user as UserState | undefined)?.currentUser;
    if (!current || current === instance.sharedUser) return;
    instance.sharedUser = current;
    instance.props.polarisShell?.userChanged(current);
  });
  instance.stopSharingUser = unsubscribe;
}

/**
 * Alone, a session that ends while a page holds unsaved input is renewed in place as in the
 * shell; declining asks each such page before its input is thrown away.
 */
function renewStandaloneInPlace(runtime: Runtime, user: CurrentUser): void {
  const unsaved = unsavedPagesOf(runtime);
  setSessionEndHandlers({
    renew: renewInPlace(runtime, {
      hasUnsavedInput: () => unsaved.confirms.size > 0,
      mayDiscard: () => askInTurn([...unsaved.confirms]),
      subject: () => ({
        userId: user.id,
        loginName: user.loginName,
        realName: user.realName,
        roleId: getSession().roleId,
      }),
    }),
  });
}

function PassThrough({ children }: { children: ReactNode; insideShell: boolean }) {
  return <>{children}</>;
}

export function createSubApp(definition: SubAppDefinition) {
  // A sub-app's failures are often its own chunks failing: it must not need one to say so.
  provideExceptionView(ExceptionView);
  let instance: MountedInstance | null = null;
  const AppProvider = definition.Provider ?? PassThrough;
  const newRuntime = () => startRuntime({ bundledTexts: definition.bundledTexts });

  function render(current: MountedInstance): void {
    const { props } = current;
    current.root.render(
      <RuntimeProvider runtime={current.runtime}>
        <Provider store={current.models.store}>
          <PlatformProvider popupContainer={props.polarisShell?.popupContainer}>
            <ServerDataProvider>
              <AppProvider insideShell={Boolean(props.polarisShell)}>
                {props.polarisShell ? (
                  <ShellSlots bridge={props.polarisShell} routes={definition.routes} />
                ) : (
                  <EmbeddedApp props={props} definition={definition} />
                )}
              </AppProvider>
            </ServerDataProvider>
          </PlatformProvider>
        </Provider>
      </RuntimeProvider>,
    );
  }

  return {
    async bootstrap(): Promise<void> {
      // nothing to prepare: code and styles are loaded by the time qiankun calls this
    },

    async mount(props: SubAppProps): Promise<void> {
      checkRoutesRegistered(definition);
      const target = mountTarget(definition.name, props.container);
      const runtime = newRuntime();
      configureForHost(runtime, props);
      const models = createModelStore({
        models: [userModel, ...(definition.models ?? [])],
        name: definition.name,
        onError: reportModelError,
      });
      instance = {
        runtime,
        root: createRoot(target),
        models,
        props,
        stopSharingUser: () => {},
      };
      if (props.polarisShell) {
        // The first render is already in the shell's language, with its texts.
        mergeTexts(props.polarisShell.language, props.polarisShell.texts);
        setLanguage(props.polarisShell.language);
        shareUserWithShell(instance, props.polarisShell.user);
      }
      render(instance);
    },

    async update(props: SubAppProps): Promise<void> {
      if (!instance) return;
      instance.props = { ...instance.props, ...props };
      const shellUser = props.polarisShell?.user;
      if (shellUser && shellUser !== instance.sharedUser) {
        instance.sharedUser = shellUser;
        instance.models.dispatch({ type: 'user/saveCurrentUser', payload: shellUser });
      }
      render(instance);
    },

    async unmount(): Promise<void> {
      if (!instance) return;
      instance.stopSharingUser();
      instance.root.unmount();
      instance.models.destroy();
      instance.runtime.dispose();
      instance = null;
      forgetStyleContainers();
    },

    /** Runs the sub-app alone when it is not loaded by qiankun. */
    async start(): Promise<void> {
      if (window.__POWERED_BY_QIANKUN__) return;
      checkRoutesRegistered(definition);
      const target = standaloneTarget(definition.name, document);
      const runtime = newRuntime();
      const history = createSafeBrowserHistory();
      const boot = await bootSession(history);
      if (boot.kind === 'leaving') return;
      const models = createModelStore({
        models: [userModel, ...(definition.models ?? [])],
        history,
        onError: reportModelError,
      });
      if (boot.kind === 'ready') {
        reloadRestoredPageWithoutSession(() => Boolean(getAccessToken()));
        models.dispatch({ type: 'user/saveCurrentUser', payload: boot.user });
        renewStandaloneInPlace(runtime, boot.user);
        await loadSubAppTexts(boot.user.language, definition.promptKeys, boot.user.organizationId);
      }
      createRoot(target).render(
        <RuntimeProvider runtime={runtime}>
          <Provider store={models.store}>
            <PlatformProvider>
              <RenewalHost />
              <ServerDataProvider>
                <HistoryRouter history={history}>
                  <Routes>
                    {publicRoutes.map((route) => (
                      <Route key={route.path} path={route.path} element={route.element} />
                    ))}
                    {boot.kind === 'ready' && (
                      <Route
                        path="*"
                        element={
                          <AppProvider insideShell={false}>
                            <StandaloneFrame definition={definition} />
                          </AppProvider>
                        }
                      />
                    )}
                  </Routes>
                </HistoryRouter>
              </ServerDataProvider>
            </PlatformProvider>
          </Provider>
        </RuntimeProvider>,
      );
    },
  };
}
