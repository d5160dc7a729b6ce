/**
 * The property variant's start-up (spec sections 4 and 9), as a function of its environment so
 * every step is tested with fake timers:
 * - 500 ms: the back office's authority codes (guards wait for them and re-check on arrival);
 * - 600 ms: the tenant's label for a house (房间 when the call fails) and, with the self user's
 *   organisation, the SYNC_WUYE_FLAG profile value (true when the call fails);
 * - 1,000 ms: the configuration watch starts;
 * - 5,000 ms: the stored-file link and image handlers are installed.
 * `stop()` clears what has not run yet, ends what has, and ignores answers still on the way.
 */
import { DEFAULT_HOUSE_ALIAS, type PropertySettings } from './property-settings';

export const AUTHORITY_DELAY_MS = 500;
export const SETTINGS_DELAY_MS = 600;
export const CONFIG_WATCH_DELAY_MS = 1_000;
export const FILE_LINKS_DELAY_MS = 5_000;

export interface PropertyStartupEnvironment {
  fetchAuthority(): Promise<readonly string[]>;
  /** The alias, or nothing when the tenant has none. */
  fetchHouseAlias(): Promise<string | undefined>;
  fetchSelfTenantId(): Promise<number>;
  /** The profile's raw value; nothing when it has none. */
  fetchSyncFlag(tenantId: number): Promise<string | undefined>;
  /** Starts watching the configuration; returns how to stop. */
  watchConfig(): () => void;
  /** Installs the stored-file link and image handlers; returns how to remove them. */
  installFileLinks(): () => void;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

export interface PropertyStartup {
  stop(): void;
  /** Asks for the authority again now (after a failure). */
  reloadAuthority(): void;
}

/** A profile value as the flag: only an explicit "off" turns it off; none or unreadable: on. */
export function syncFlagOf(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  return !['false', '0', 'n', 'no', 'off'].includes(text);
}

/** The alias to show: the tenant's, else the default (empty, blank or a failure). */
export function houseAliasOf(value: string | undefined): string {
  return value?.trim() || DEFAULT_HOUSE_ALIAS;
}

export function startPropertyStartup(
  env: PropertyStartupEnvironment,
  update: (patch: Partial<PropertySettings>) => void,
): PropertyStartup {
  const setTimer = env.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    env.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  const timers: unknown[] = [];
  const endings: (() => void)[] = [];
  const later = (ms: number, run: () => void) => timers.push(setTimer(run, ms));
  const patch = (value: Partial<PropertySettings>) => {
    if (!stopped) update(value);
  };

  const loadAuthority = () => {
    env.fetchAuthority().then(
      (codes) => patch({ authority: [...codes], authorityFailed: false }),
      () => patch({ authority: [], authorityFailed: true }),
    );
  };

  const loadSettings = () => {
    env.fetchHouseAlias().then(
      (alias) => patch({ houseAlias: houseAliasOf(alias) }),
      () => patch({ houseAlias: DEFAULT_HOUSE_ALIAS }),
    );
    env
      .fetchSelfTenantId()
      .then((tenantId) => {
        patch({ tenantId });
        return env.fetchSyncFlag(tenantId);
      })
      .then(
        (value) => patch({ syncWuyeFlag: syncFlagOf(value) }),
        () => patch({ syncWuyeFlag: true }),
      );
  };

  const start = (install: () => () => void) => () => {
    if (!stopped) endings.push(install());
  };

  later(AUTHORITY_DELAY_MS, loadAuthority);
  later(SETTINGS_DELAY_MS, loadSettings);
  later(
    CONFIG_WATCH_DELAY_MS,
    start(() => env.watchConfig()),
  );
  later(
    FILE_LINKS_DELAY_MS,
    start(() => env.installFileLinks()),
  );

  return {
    stop() {
      stopped = true;
      timers.forEach(clearTimer);
      endings.splice(0).forEach((end) => end());
    },
    reloadAuthority() {
      if (stopped) return;
      patch({ authority: null, authorityFailed: false });
      loadAuthority();
    },
  };
}
