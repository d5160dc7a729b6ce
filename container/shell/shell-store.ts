/**
 * The signed-in shell's store: the models the spec names (error, global, login, market, user,
 * workplace), each owned by its area, the global one put together from the areas' parts
 * (global-model.ts) and wired to the shell's history, module registry and texts.
 */
import { getRuntimeConfig } from '@polaris/core/config/runtime';
import { createModelStore } from '@polaris/core/core/model';
import { t } from '@polaris/core/i18n/intl';
import { reportModelError } from '@polaris/core/models/report-model-error';
import { userModel } from '@polaris/core/models/user';
import type { History } from 'history';
import { errorModel } from '../exception/error-model';
import { marketModel } from '../header/market-model';
import type { ModuleRegistry } from '../micro/module-registry';
import { loginModel } from '../session/login-model';
import { rememberStartScope } from '../session/start-scope';
import { resolveTab } from '../tabs/resolve-tab';
import { workplaceModel } from '../workplace/workplace-model';
import { createGlobalModel } from './global-model';

export function createShellStore(history: History, modules: ModuleRegistry) {
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
    rememberScope: rememberStartScope,
  });
  return createModelStore({
    history,
    name: 'polaris-container',
    models: [errorModel, globalModel, loginModel, marketModel, userModel, workplaceModel],
    onError: reportModelError,
  });
}
