/**
 * Container start: read the module manifests while the start-up flow asks who the user is, and
 * alongside it the menu and texts of the scope this browser last started in (one round trip);
 * render nothing until the user is known, then show the shell (shell/start-shell.tsx) with those
 * answers when they are the user's, else after asking for texts and menu (a second round trip).
 */
import { PlatformProvider } from '@polaris/core/components/PlatformProvider';
import { kickoffAddress } from '@polaris/core/routing/public-paths';
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { reloadRestoredPageWithoutSession } from '@polaris/core/session/back-forward';
import { setSessionEndHandlers } from '@polaris/core/session/session-end';
import { getAccessToken } from '@polaris/core/session/tokens';
import { createSafeBrowserHistory } from '@polaris/core/security/safe-history';
import { bootSession } from '@polaris/core/startup/boot';
import { createRoot } from 'react-dom/client';
import { Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ShellOptions } from './layouts/embedding';
import { createModuleRegistry } from './micro/module-registry';
import { rememberedStartScope } from './session/start-scope';
import { askEarlyLayout, type EarlyLayout } from './shell/early-layout';
import { startScriptsOf } from './micro/update-watcher';
import { shellTexts } from './shell/texts';
import { followLanguage, publicRouteElements, startShell } from './shell/start-shell';

/**
 * The container as the page's own app. `options`: embedding and layout options of the shell
 * (hide the layout, hide the tabs, force a layout); a foreign host mounting the container gives
 * them as qiankun props instead (container/embedded).
 */
export async function startContainer(options: ShellOptions = {}): Promise<void> {
  // what this page runs, before any lazy chunk is added: the update check compares the deploy
  const startScripts = startScriptsOf(document);
  const runtime = startRuntime({ bundledTexts: shellTexts });
  const history = createSafeBrowserHistory();
  const modules = createModuleRegistry();
  let early: EarlyLayout | undefined;
  const boot = await bootSession(history, {
    alongsideUser: () => {
      early = askEarlyLayout(rememberedStartScope());
    },
  });
  if (boot.kind !== 'ready') early?.cancel();
  if (boot.kind === 'leaving') return;
  setSessionEndHandlers({
    toKickoff: (language) => history.replace(kickoffAddress(language)),
  });
  followLanguage(document.documentElement);

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

  // Back after sign-out (here or in another tab) must not bring the signed-in page back.
  reloadRestoredPageWithoutSession(() => Boolean(getAccessToken()));
  const shell = startShell({
    runtime,
    history,
    modules,
    user: boot.user,
    root,
    holderParent: document.body,
    options,
    startScripts,
    early,
  });
  await shell.ready;
}
