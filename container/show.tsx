/**
 * What the container's page shows once the start-up has decided (boot.tsx): the public routes (an
 * error page, a public address), or the signed-in shell. This module and what it imports (React's
 * renderer, antd, the whole shell) are part of the first load but evaluated only when boot.tsx
 * asks for them, after the start-up's requests have left: the browser evaluates them meanwhile.
 */
import { PlatformProvider } from '@polaris/core/components/PlatformProvider';
import { kickoffAddress } from '@polaris/core/routing/public-paths';
import type { Runtime } from '@polaris/core/runtime/runtime';
import { RuntimeProvider } from '@polaris/core/runtime/RuntimeProvider';
import { reloadRestoredPageWithoutSession } from '@polaris/core/session/back-forward';
import { setSessionEndHandlers } from '@polaris/core/session/session-end';
import { getAccessToken } from '@polaris/core/session/tokens';
import type { BootResult } from '@polaris/core/startup/boot';
import type { History } from 'history';
import { createRoot } from 'react-dom/client';
import { Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import type { ShellOptions } from './layouts/embedding';
import type { ModuleRegistry } from './micro/module-registry';
import type { EarlyLayout } from './shell/early-layout';
import { followLanguage } from './shell/shell-parts';
import { publicRouteElements, startShell } from './shell/start-shell';

export interface ContainerPage {
  runtime: Runtime;
  history: History;
  modules: ModuleRegistry;
  /** The start-up's outcome: public routes, or the signed-in user. */
  boot: Exclude<BootResult, { kind: 'leaving' }>;
  options: ShellOptions;
  startScripts: string[];
  early?: EarlyLayout;
}

/** Renders the page for the start-up's outcome; settles once the shell's layout has loaded. */
export async function showContainer(page: ContainerPage): Promise<void> {
  const { runtime, history, boot } = page;
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
    modules: page.modules,
    user: boot.user,
    root,
    holderParent: document.body,
    options: page.options,
    startScripts: page.startScripts,
    early: page.early,
  });
  await shell.ready;
}
