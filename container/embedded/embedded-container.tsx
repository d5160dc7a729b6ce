/**
 * The container mounted by a foreign host with qiankun (issue 13, embedding): the whole shell,
 * signed in with the token the host hands over (kept in memory only), routing in memory from
 * the host's `initialPath`, calling the gateway it was loaded from, its layout and tabs hidden
 * on request. `unmount` ends all of it: React root, store and sagas, the modules it mounted and
 * their holder, every listener and timer, the runtime.
 *
 * Styles: the host should mount us with `sandbox: { strictStyleIsolation: true }` (a shadow
 * root): only that keeps the host's rules off our elements, and ours (antd's, shell.css) off its
 * page. Popups and notices then go to a container inside that shadow root (mount-area.ts).
 */
import { Exception } from '@polaris/core/components/Exception';
import { PlatformProvider } from '@polaris/core/components/PlatformProvider';
import { configureRuntime } from '@polaris/core/config/runtime';
import { guessLanguage, setLanguage } from '@polaris/core/i18n/intl';
import { hostApiHost, type HostSession } from '@polaris/core/micro/host-session';
import { forgetStyleContainers } from '@polaris/core/sub-app/style-containers';
import { isRequestError } from '@polaris/core/request/request-error';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import type { Runtime } from '@polaris/core/runtime/runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { guardHistory } from '@polaris/core/security/safe-history';
import { fetchCurrentUser, type CurrentUser } from '@polaris/core/services/iam/current-user';
import { updateSessionFromUser } from '@polaris/core/session/current-session';
import { keepDeviceDataForHost } from '@polaris/core/session/device-storage';
import { setSessionEndHandlers } from '@polaris/core/session/session-end';
import { keepTokensInMemory } from '@polaris/core/session/tokens';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createModuleRegistry } from '../micro/module-registry';
import { shellTexts } from '../shell/texts';
import { followLanguage } from '../shell/shell-parts';
import { startShell, type RunningShell } from '../shell/start-shell';
import { EmbeddedNotices } from './EmbeddedNotices';
import { modulesFrom } from './hosted-modules';
import { createMountArea, type MountArea } from './mount-area';
import { propsChange, shellOptionsOf, startPathOf, type ContainerMountProps } from './mount-props';

interface Mounted {
  runtime: Runtime;
  /** antd's style cache of this mount: its styles go into this mount's area, afresh. */
  styles: ReturnType<typeof createCache>;
  area: MountArea;
  root: Root;
  history: MemoryHistory;
  props: ContainerMountProps;
  hostSession: HostSession;
  shell?: RunningShell;
  ended: boolean;
}

/** The user the host's token belongs to; null when the gateway refused the token. */
async function signedInUser(): Promise<CurrentUser | null | Error> {
  try {
    return await fetchCurrentUser({ silent: true });
  } catch (error) {
    if (isRequestError(error) && error.kind === 'unauthorized') return null;
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * antd writes its styles straight into our area, not into the document's head: qiankun would
 * move them there itself, but it also records every style it moves for the app's next mount and
 * never forgets one, and each recorded style kept its whole unmounted shadow root alive.
 */
function inArea(mounted: Mounted, tree: ReactElement): ReactElement {
  return (
    <StyleProvider container={mounted.area.container} cache={mounted.styles}>
      {tree}
    </StyleProvider>
  );
}

function renderAlone(mounted: Mounted, page: ReactElement): void {
  mounted.root.render(
    inArea(
      mounted,
      <RuntimeProvider runtime={mounted.runtime}>
        <PlatformProvider popupContainer={mounted.area.popups}>{page}</PlatformProvider>
      </RuntimeProvider>,
    ),
  );
}

function startEmbeddedShell(mounted: Mounted, user: CurrentUser): RunningShell {
  const { runtime, area, hostSession } = mounted;
  setLanguage(user.language);
  updateSessionFromUser(user);
  followLanguage(area.root);
  const loadedFrom = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__ ?? '';
  return startShell({
    runtime,
    history: mounted.history,
    modules: modulesFrom(createModuleRegistry(), new URL(loadedFrom, window.location.href).href),
    user,
    root: mounted.root,
    holderParent: area.container,
    options: shellOptionsOf(mounted.props),
    embedded: {
      hostSession,
      popupContainer: area.popups,
      wrap: (tree) =>
        inArea(
          mounted,
          <>
            {tree}
            <RuntimeProvider runtime={runtime}>
              <EmbeddedNotices container={area.popups} />
            </RuntimeProvider>
          </>,
        ),
    },
  });
}

/** The qiankun lifecycles of the container; one mount at a time. */
export function createEmbeddedContainer() {
  let mounted: Mounted | null = null;

  return {
    async bootstrap(): Promise<void> {
      // nothing to prepare: code and styles are loaded by the time qiankun calls this
    },

    async mount(props: ContainerMountProps): Promise<void> {
      const runtime = startRuntime({ bundledTexts: shellTexts });
      // nothing of ours in the host's storage: memory, or under the prefix it gave us
      keepDeviceDataForHost(runtime, props.storagePrefix);
      const hostSession: HostSession = {
        apiHost: hostApiHost(
          props.apiHost,
          window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__,
          window.location,
        ),
        accessToken: props.accessToken,
        // the props of the moment: an update may hand a new callback
        onSessionEnd: () => current.props.onSessionEnd?.(),
        storagePrefix: props.storagePrefix, // the modules we mount keep theirs there too
      };
      // tabs are not saved in the host's storage: the host decides what opens
      configureRuntime({ apiHost: hostSession.apiHost, notSaveTabsInfo: true });
      keepTokensInMemory({ accessToken: props.accessToken });
      const ended = () => hostSession.onSessionEnd();
      setSessionEndHandlers({ toLogin: ended, toKickoff: ended });
      setLanguage(guessLanguage(navigator.language));
      const area = createMountArea(props.container);
      const history = guardHistory(
        createMemoryHistory({ initialEntries: [startPathOf(props.initialPath)] }),
      );
      const current: Mounted = {
        runtime,
        styles: createCache(),
        area,
        root: createRoot(area.root),
        history,
        props,
        hostSession,
        ended: false,
      };
      mounted = current;

      const user = await signedInUser();
      if (current.ended) return; // unmounted meanwhile
      if (user === null) {
        renderAlone(current, <Exception type="403" backHref={null} />);
        hostSession.onSessionEnd();
      } else if (user instanceof Error) {
        console.error('[polaris] the current user could not be loaded', user.message);
        renderAlone(current, <Exception type="500" backHref={null} />);
      } else {
        current.shell = startEmbeddedShell(current, user);
        current.shell.ready.catch(() => undefined); // the layout shows its own failure
      }
    },

    async update(props: ContainerMountProps): Promise<void> {
      if (!mounted) return;
      const next = { ...mounted.props, ...props };
      const change = propsChange(mounted.props, next);
      mounted.props = next;
      if (change.accessToken) {
        keepTokensInMemory({ accessToken: change.accessToken });
        mounted.hostSession.accessToken = change.accessToken; // modules mounted from now on
      }
      if (change.options) mounted.shell?.setOptions(shellOptionsOf(next));
      if (change.openPath) mounted.history.push(change.openPath);
    },

    async unmount(): Promise<void> {
      const current = mounted;
      if (!current) return;
      mounted = null;
      current.ended = true;
      if (current.shell) await current.shell.dispose();
      else current.root.unmount();
      current.area.remove();
      current.runtime.dispose();
      // antd's style engine keys its cache by style container: this mount's would stay reachable
      forgetStyleContainers();
    },
  };
}
