/**
 * The contract between the Polaris shell and a sub-app it mounts with qiankun, and the options a
 * foreign host may pass. The shell mounts one instance per sub-app and hands it "page slots":
 * one element per open tab, into which the sub-app renders that page. Switching tabs therefore
 * keeps each page alive, and a sub-app's code runs once however many of its pages are open.
 */
import type { Locale } from 'antd/es/locale';
import type { TextMap } from '../i18n/defaults';
import type { CurrentUser } from '../services/iam/current-user';
import type { KeptDraft } from '../session/drafts';
import type { SessionOutcome } from '../session/session-end';
import type { HostSession } from './host-session';

export interface PageSlot {
  /** The tab key. */
  key: string;
  path: string;
  /** Query string including '?', or ''. */
  search: string;
  element: HTMLElement;
  active: boolean;
  /** Changes when the user refreshes the tab: the page remounts. */
  refreshKey: number;
  /**
   * The menu entry's title when the address is a menu entry itself (not a page below one): a
   * module with no page at that address shows the "not built yet" page for it, not a 404.
   */
  menuTitle?: string;
}

export interface ShellBridge {
  slots: PageSlot[];
  user: CurrentUser;
  language: string;
  texts: TextMap;
  /**
   * Permission codes the user is known to hold: the codes of their menu entries. Pages guarded
   * by them (their authority) open without asking the server.
   */
  grantedCodes?: string[];
  /** The shell's antd locale for the language (undefined: antd's English), so dialogs match. */
  antdLocale?: Locale;
  /** Opens (or activates) the tab for a path in the shell. */
  navigate(path: string): void;
  /**
   * Lets a page veto closing its tab (unsaved input): the hook resolves false to keep the tab.
   * The shell keeps the first hook registered per tab key; the returned function removes it.
   */
  registerBeforeRemove(tabKey: string, hook: () => boolean | Promise<boolean>): () => void;
  /**
   * A page with unsaved input says how to describe it: if a sign-in elsewhere ends the session,
   * the shell keeps it as a draft for the tab. The returned function removes it.
   */
  keepDraft?(tabKey: string, describe: () => unknown): () => void;
  /** Whether the tab has a draft kept from an ended session. */
  hasDraft?(tabKey: string): boolean;
  /** The tab's draft, handed out once (then forgotten). */
  takeDraft?(tabKey: string): KeptDraft | undefined;
  /**
   * The shell ends the session for the module (a 401 it received): one kick-off check and one
   * question for every page; 'renewed' once the user signed in again without leaving the page.
   */
  endSession?(): Promise<SessionOutcome>;
  /**
   * A page changed the user's own details (e.g. a profile save): the shell takes the personal
   * fields (name, email, phone, picture) and passes the updated user to every module.
   */
  userChanged(user: CurrentUser): void;
  /**
   * Present when the shell itself runs embedded in a foreign host: the modules it mounts call
   * the same gateway with the same in-memory token, and a session end reaches the host.
   */
  hostSession?: HostSession;
  /** Where dialogs and dropdowns go (inside the shell's isolated area when it is embedded). */
  popupContainer?: HTMLElement;
}

/** What qiankun passes to mount/update, plus our own props. */
export interface SubAppProps {
  /** qiankun: the element holding the app's HTML (a shadow root under strictStyleIsolation). */
  container?: HTMLElement | ShadowRoot;
  name?: string;
  /** Present when the Polaris shell mounts the sub-app. */
  polarisShell?: ShellBridge;
  /** Foreign host: gateway origin for API calls (default: where the sub-app was loaded from). */
  apiHost?: string;
  /** Foreign host: the bearer token to use (kept in memory only). */
  accessToken?: string;
  /** Foreign host: route inside the sub-app to show first (memory routing). */
  initialPath?: string;
  /** Foreign host: use the host's browser history under this base path instead of memory routing. */
  routerBase?: string;
  /** Foreign host: called when the gateway says the session has ended (401). */
  onSessionEnd?: () => void;
  /**
   * Foreign host: where we may keep what we remember in the browser (often-used menus, search
   * history, the verification token, the language…): under this key prefix in the host's local
   * and session storage (e.g. `partner.polaris.`), kept across mounts for the host to clear.
   * Without it nothing of ours is written to the host's storage or cookies: it lives in memory
   * and is gone at unmount.
   */
  storagePrefix?: string;
}
