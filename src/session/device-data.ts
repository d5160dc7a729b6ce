/**
 * What this browser keeps of a user after sign-out. The computer may be shared: whatever tells
 * the next person what the last one did, or lets them act as that person, goes; settings that say
 * nothing about the user stay. One table, applied on sign-out (README "Signing out").
 *
 * | Key (prefix)                      | Storage | After sign-out | Why                                    |
 * | --------------------------------- | ------- | -------------- | -------------------------------------- |
 * | `menuTabSessionKey<roleId>`       | session | cleared        | the pages the user had open            |
 * | `polaris.oftenUsed.<uid>`         | local   | cleared        | the user's recent pages                |
 * | `polaris.menuSearchHistory.<uid>` | local   | cleared        | what the user searched for             |
 * | `polaris.requestVerificationToken`| local   | cleared        | belongs to the ended session           |
 * | `polaris.drafts.<uid>`            | session | cleared        | unsaved input kept over a kick-off     |
 * | `polaris.startScope`              | local   | cleared        | who started last: user, role, tenant   |
 * | `polaris.language`                | local   | kept           | the sign-in page's language, no person |
 * | `polaris.embedding`               | session | kept           | how the host shows this window         |
 * | `polaris.update-check`            | session | kept           | which builds the tab was asked about   |
 *
 * A session that ends by itself (expiry, kick-off) keeps them: the same user signs in again and
 * comes back to their pages.
 *
 * Where: our own page's storage. In a page that is not ours (the container or a sub-app mounted
 * by a foreign host) none of them reaches the host's storage: they live in memory for the mount,
 * or under the `storagePrefix` the host passes (device-storage.ts). Cookies hold only our own
 * page's tokens; a host's token stays in memory.
 */
import { VERIFICATION_TOKEN_STORAGE_KEY } from '../request/verification-token';
import { DRAFTS_PREFIX } from './drafts';
import { deviceStorage } from './device-storage';

/** Keys the shell keeps per user: defined here so that this table names every one of them. */
export const MENU_TAB_SESSION_KEY = 'menuTabSessionKey';
export const OFTEN_USED_PREFIX = 'polaris.oftenUsed';
export const SEARCH_HISTORY_PREFIX = 'polaris.menuSearchHistory';
/**
 * The scope the shell last started in (ids, a language code, text-key prefixes), so the next
 * start asks for the menu alongside the current user (container/session/start-scope.ts).
 */
export const START_SCOPE_KEY = 'polaris.startScope';

type KeyedStorage = Pick<Storage, 'key' | 'length' | 'removeItem'> | undefined;

export interface UserDataRule {
  storage: 'local' | 'session';
  /** An exact key, or a prefix when it ends with `*`. */
  key: string;
}

export const CLEARED_ON_SIGN_OUT: readonly UserDataRule[] = [
  { storage: 'session', key: `${MENU_TAB_SESSION_KEY}*` },
  { storage: 'local', key: `${OFTEN_USED_PREFIX}.*` },
  { storage: 'local', key: `${SEARCH_HISTORY_PREFIX}.*` },
  { storage: 'local', key: VERIFICATION_TOKEN_STORAGE_KEY },
  { storage: 'session', key: `${DRAFTS_PREFIX}.*` },
  { storage: 'local', key: START_SCOPE_KEY },
];

function matches(rule: UserDataRule, key: string): boolean {
  return rule.key.endsWith('*') ? key.startsWith(rule.key.slice(0, -1)) : key === rule.key;
}

/** The keys of `storage` that the rules for it clear. */
export function keysToClear(
  storage: Pick<Storage, 'key' | 'length'>,
  kind: UserDataRule['storage'],
): string[] {
  const rules = CLEARED_ON_SIGN_OUT.filter((rule) => rule.storage === kind);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && rules.some((rule) => matches(rule, key))) keys.push(key);
  }
  return keys;
}

function clear(storage: () => KeyedStorage, kind: UserDataRule['storage']): void {
  try {
    const target = storage();
    if (!target) return;
    for (const key of keysToClear(target, kind)) target.removeItem(key);
  } catch {
    // storage blocked (privacy mode, sandboxed frame): nothing was kept there
  }
}

/** Removes what the table says a shared computer must not keep (where the app keeps it). */
export function forgetUserData(
  local: () => KeyedStorage = () => deviceStorage().local(),
  session: () => KeyedStorage = () => deviceStorage().session(),
): void {
  clear(local, 'local');
  clear(session, 'session');
}
