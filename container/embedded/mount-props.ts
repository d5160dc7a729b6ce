/**
 * What a foreign host hands the container when it mounts it with qiankun, and the pure rules
 * that turn those props into the shell's start and into changes on `update`.
 */
import { toSameOriginPath } from '@polaris/core/security/addresses';
import type { ShellOptions } from '../layouts/embedding';

export interface ContainerMountProps {
  /** qiankun: the element holding our HTML (a shadow root under strictStyleIsolation). */
  container?: HTMLElement | ShadowRoot;
  name?: string;
  /** Only the active page: no menu, header or tabs. */
  hideLayout?: boolean;
  /** No tab strip. */
  hideTabs?: boolean;
  /** The bearer token to use; kept in memory only (never in storage, cookies, addresses, logs). */
  accessToken?: string;
  /** The page the embedded shell opens first (a path of ours, e.g. /hiam/user/info). */
  initialPath?: string;
  /** Gateway origin for API calls (default: where the container was loaded from). */
  apiHost?: string;
  /** Called when the gateway says the session has ended (401, kick-off). */
  onSessionEnd?: () => void;
  /**
   * Where we may keep what we remember in the browser (often-used menus, search
   * history, the verification token, the language…): under this key prefix in the host's local
   * and session storage (e.g. `partner.polaris.`), kept across mounts for the host to clear.
   * Without it nothing of ours is written to the host's storage or cookies: it lives in memory
   * and is gone at unmount.
   */
  storagePrefix?: string;
}

export const EMBEDDED_HOME = '/workplace';

/** The first page: the host's path when it is one of ours, else the workplace. */
export function startPathOf(initialPath: string | undefined): string {
  if (typeof initialPath !== 'string' || initialPath.trim() === '') return EMBEDDED_HOME;
  return toSameOriginPath(initialPath) ?? EMBEDDED_HOME;
}

/** The shell's embedding options in the props (only booleans count). */
export function shellOptionsOf(props: ContainerMountProps): ShellOptions {
  const options: ShellOptions = {};
  if (typeof props.hideLayout === 'boolean') options.hideLayout = props.hideLayout;
  if (typeof props.hideTabs === 'boolean') options.hideTabs = props.hideTabs;
  return options;
}

export interface PropsChange {
  /** New embedding options to render with. */
  options?: ShellOptions;
  /** A page to open: the host changed `initialPath`. */
  openPath?: string;
  /** A new token from the host (e.g. it refreshed the session). */
  accessToken?: string;
}

/** What an `update` from `previous` to `next` props asks the running shell to do. */
export function propsChange(previous: ContainerMountProps, next: ContainerMountProps): PropsChange {
  const change: PropsChange = {};
  const before = shellOptionsOf(previous);
  const after = shellOptionsOf(next);
  if (before.hideLayout !== after.hideLayout || before.hideTabs !== after.hideTabs) {
    change.options = after;
  }
  if (next.initialPath !== previous.initialPath && next.initialPath !== undefined) {
    change.openPath = startPathOf(next.initialPath);
  }
  if (next.accessToken && next.accessToken !== previous.accessToken) {
    change.accessToken = next.accessToken;
  }
  return change;
}
