/**
 * Container start: read the module manifests while the start-up flow asks who the user is, and
 * alongside it the menu and texts of the scope this browser last started in (one round trip);
 * render nothing until the user is known, then show the shell (show.tsx, shell/start-shell.tsx)
 * with those answers when they are the user's, else after asking for texts and menu (a second
 * round trip).
 *
 * This file and what it imports are only what sends those requests: the code that renders (React's
 * renderer, antd, the shell) is evaluated after they have left, while they are on their way.
 */
import { startRuntime } from '@polaris/core/runtime/create-runtime';
import { createSafeBrowserHistory } from '@polaris/core/security/safe-history';
import { bootSession } from '@polaris/core/startup/boot';
import type { ShellOptions } from './layouts/embedding';
import { createModuleRegistry } from './micro/module-registry';
import { startScriptsOf } from './micro/update-watcher';
import { rememberedStartScope } from './session/start-scope';
import { askEarlyLayout, type EarlyLayout } from './shell/early-layout';
import { shellTexts } from './shell/texts';

/** A task after this one: the requests started now are sent before the main thread is busy. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  const booting = bootSession(history, {
    alongsideUser: () => {
      early = askEarlyLayout(rememberedStartScope());
    },
  });
  await nextTask();
  // in the first load's own scripts (no chunk of its own): evaluated now, not fetched
  const { showContainer } = await import(/* webpackMode: "eager" */ './show');
  const boot = await booting;
  if (boot.kind !== 'ready') early?.cancel();
  if (boot.kind === 'leaving') return;
  await showContainer({ runtime, history, modules, boot, options, startScripts, early });
}
