/**
 * The layout asked for early (issue 24): the menu and the texts of the scope this browser last
 * started in, asked alongside the current user instead of after it, so the menu is one round
 * trip away rather than two. They are answers to a guess: layout initialisation keeps them only
 * when the user who answers works in that very scope (`scopeFitsUser`), else drops them (the
 * requests are cancelled) and asks as before. A failed early request is silent (`unreported`:
 * nobody is told, no session ends) and the layout asks again.
 */
import type { TextMap } from '@polaris/core/i18n/defaults';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { fetchMenuTree } from '@polaris/core/services/iam/menus';
import type { MenuDto } from '@polaris/core/services/iam/types';
import { fetchPrompts } from '@polaris/core/services/platform/prompts';
import { missingPromptKeys, scopeFitsUser, type StartScope } from '../session/start-scope';

export interface EarlyLayout {
  scope: StartScope;
  /** The scope's menu; undefined when it could not be had (or was cancelled). */
  menu: Promise<MenuDto[] | undefined>;
  /** The scope's texts; undefined when they could not be had (or were cancelled). */
  texts: Promise<TextMap | undefined>;
  /** Drops the requests still on their way. */
  cancel(): void;
}

/** Asks for the menu and texts of `scope` now; nothing when there is no remembered scope. */
export function askEarlyLayout(scope: StartScope | null): EarlyLayout | undefined {
  if (!scope) return undefined;
  const controller = new AbortController();
  const options = { unreported: true, signal: controller.signal };
  const orNothing = <T>(answer: Promise<T>) =>
    answer.then(
      (value) => value,
      () => undefined,
    );
  return {
    scope,
    menu: orNothing(fetchMenuTree({ lang: scope.language, roleId: scope.roleId }, options)),
    texts: orNothing(
      fetchPrompts(
        { lang: scope.language, promptKey: scope.promptKeys, organizationId: scope.tenantId },
        options,
      ),
    ),
    cancel: () => controller.abort(),
  };
}

/** Where layout initialisation takes the user's menu and texts from. */
export interface LayoutSources {
  /** Whether the early answers are the user's (and are used). */
  early: boolean;
  menu(): Promise<MenuDto[]>;
  /** The texts under `promptKeys` (the shell's and every module's). */
  texts(promptKeys: string[]): Promise<TextMap>;
}

/**
 * The early answers when they were asked for `user`'s scope, each asked again if it failed, and
 * the texts of prompt keys they did not ask for (a module deployed since) added; otherwise the
 * early requests are dropped and both are asked now.
 */
export function layoutSources(early: EarlyLayout | undefined, user: CurrentUser): LayoutSources {
  const lang = user.language;
  const now = {
    menu: () => fetchMenuTree({ lang, roleId: user.currentRoleId }, { silent: true }),
    texts: (promptKey: string[]) =>
      fetchPrompts({ lang, promptKey, organizationId: user.organizationId }),
  };
  if (!early || !scopeFitsUser(early.scope, user)) {
    early?.cancel();
    return { early: false, ...now };
  }
  return {
    early: true,
    menu: () => early.menu.then((menu) => menu ?? now.menu()),
    texts: (promptKeys) =>
      early.texts.then((texts) => {
        if (!texts) return now.texts(promptKeys);
        const missing = missingPromptKeys(early.scope.promptKeys, promptKeys);
        if (missing.length === 0) return texts;
        return now.texts(missing).then(
          (more) => ({ ...texts, ...more }),
          () => texts,
        );
      }),
  };
}
