/**
 * The shell's part in keeping the user's work when the session ends (issue 19):
 * - ended by itself (expiry, revocation, a gateway restart) while a tab holds unsaved input: the
 *   user signs in again in a window of its own and stays (src/session/renew); declining asks
 *   each such page before its input goes;
 * - ended by a sign-in elsewhere: the unsaved pages' input is kept as drafts for the same user
 *   (src/session/drafts.ts) before the kick-off page shows, offered back after the next sign-in.
 * The modules the shell mounts hand their session end to it (`endSession` on the bridge), so
 * one question serves every page and the kick-off check is made once.
 */
import { renewInPlace, type RenewalSubject } from '@polaris/core/session/renew/renewal';
import { endSession, setSessionEndHandlers } from '@polaris/core/session/session-end';
import { hasDraft, keepDrafts, takeDraft } from '@polaris/core/session/drafts';
import { deviceStorage, type DeviceStore } from '@polaris/core/session/device-storage';
import type { ShellBridge } from '@polaris/core/micro/protocol';
import type { Runtime } from '@polaris/core/runtime/runtime';
import { getSession } from '@polaris/core/session/current-session';
import type { CurrentUser } from '@polaris/core/services/iam/current-user';

export type DraftBridge = Required<
  Pick<ShellBridge, 'keepDraft' | 'hasDraft' | 'takeDraft' | 'endSession'>
>;

/**
 * What keep-work asks the open pages, by tab key: the tabs' before-remove registry
 * (container/tabs/before-remove.ts) answers it.
 */
export interface OpenPages {
  /** Whether any of these pages holds unsaved input. */
  anyUnsaved(keys: string[]): boolean;
  /** Whether every one of these pages may go (each asks in turn; a veto ends the asking). */
  mayLeaveAll(keys: string[]): Promise<boolean>;
  /** The unsaved input of these pages as plain data, by tab key. */
  draftsOf(keys: string[]): Record<string, unknown>;
  /** Registers how the page of tab `key` describes its unsaved input. */
  keepDraft(key: string, provider: () => unknown): () => void;
}

export interface KeepWorkOptions {
  runtime: Runtime;
  /** The keys of the open tabs. */
  tabKeys(): string[];
  /** Who works here now, in which role (undefined before the user is known). */
  subject(): RenewalSubject | undefined;
  /** Where drafts are kept: this app's session storage (device-storage.ts). */
  storage?: () => DeviceStore | undefined;
  /** The open pages' before-remove hooks and drafts. */
  hooks: OpenPages;
}

/** Who must sign in again to keep the work: the current user, in the role of this session. */
export function subjectOf(user: CurrentUser): RenewalSubject {
  return {
    userId: user.id,
    loginName: user.loginName,
    realName: user.realName,
    roleId: getSession().roleId,
  };
}

/** Sets the shell's session-end handlers and returns what the modules are given for drafts. */
export function keepWorkOverSessionEnd(options: KeepWorkOptions): DraftBridge {
  const { hooks } = options;
  const storage = options.storage ?? (() => deviceStorage(options.runtime).session());
  const userId = () => options.subject()?.userId;
  const withStorage = <T>(fallback: T, apply: (store: DeviceStore, uid: number) => T): T => {
    const uid = userId();
    const store = uid === undefined ? undefined : storage();
    return store && uid !== undefined ? apply(store, uid) : fallback; // none: no drafts here
  };
  // a draft belongs to the role it was written in: another role may not offer that page's edit
  const pageKey = (tabKey: string) => `${options.subject()?.roleId ?? ''}|${tabKey}`;
  setSessionEndHandlers({
    renew: renewInPlace(options.runtime, {
      hasUnsavedInput: () => hooks.anyUnsaved(options.tabKeys()),
      mayDiscard: () => hooks.mayLeaveAll(options.tabKeys()),
      subject: options.subject,
    }),
    keepDrafts: () => {
      const drafts = Object.entries(hooks.draftsOf(options.tabKeys()));
      const byPage = Object.fromEntries(drafts.map(([key, value]) => [pageKey(key), value]));
      withStorage(false, (store, uid) => keepDrafts(store, uid, byPage));
    },
  });
  return {
    keepDraft: (tabKey, describe) => hooks.keepDraft(tabKey, describe),
    hasDraft: (tabKey) => withStorage(false, (store, uid) => hasDraft(store, uid, pageKey(tabKey))),
    takeDraft: (tabKey) =>
      withStorage(undefined, (store, uid) => takeDraft(store, uid, pageKey(tabKey))),
    endSession,
  };
}
