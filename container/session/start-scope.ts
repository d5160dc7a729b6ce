/**
 * The scope the shell last started in, in this browser: the user, the role, the tenant, the
 * language and the text keys its layout was loaded with. The next start asks for that menu and
 * those texts alongside the current user instead of after it (issue 24); when the current user
 * answers, the early answers are kept only if the scope is still the user's
 * (`scopeFitsUser`), else they are dropped and asked again.
 *
 * Kept in local storage (`polaris.startScope`, device-data.ts): ids, a language code and the
 * deployment's text-key prefixes, never a token or anything about the person beyond ids. One
 * record, for the user it names: another user's start drops it (other user id; the gateway
 * refuses them the role anyway). Cleared on sign-out, like the other traces of a user.
 */
import type { CurrentUser } from '@polaris/core/services/iam/current-user';
import { START_SCOPE_KEY } from '@polaris/core/session/device-data';
import { deviceStorage } from '@polaris/core/session/device-storage';
import { jsonRecord } from '../state/json-record';

export interface StartScope {
  userId: number;
  roleId: number;
  tenantId: number;
  language: string;
  /** The prompt-key prefixes the texts were asked with (the shell's and the modules'). */
  promptKeys: string[];
}

type ScopedUser = Pick<CurrentUser, 'id' | 'currentRoleId' | 'tenantId' | 'language'>;

/** The scope `user` works in now, with the text keys the layout needs. */
export function scopeOf(user: ScopedUser, promptKeys: string[]): StartScope {
  return {
    userId: user.id,
    roleId: user.currentRoleId,
    tenantId: user.tenantId,
    language: user.language,
    promptKeys,
  };
}

/**
 * Whether the layout asked for `scope` is the one `user` gets: same person, role, tenant and
 * language. Anything else (another user signed in, the role or tenant switched elsewhere, the
 * language changed on another device) asks again.
 */
export function scopeFitsUser(scope: StartScope, user: ScopedUser): boolean {
  return (
    scope.userId === user.id &&
    scope.roleId === user.currentRoleId &&
    scope.tenantId === user.tenantId &&
    scope.language === user.language
  );
}

/** The prefixes in `needed` that the texts asked with `asked` do not cover (a new module). */
export function missingPromptKeys(asked: readonly string[], needed: readonly string[]): string[] {
  const covered = new Set(asked);
  return [...new Set(needed)].filter((key) => !covered.has(key));
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/** The record read back; null when missing, not JSON, or not the shape that is written. */
export function parseStartScope(raw: string | null): StartScope | null {
  const value = jsonRecord(raw);
  if (!value) return null;
  const { userId, roleId, tenantId, language, promptKeys } = value;
  const valid =
    isId(userId) &&
    isId(roleId) &&
    isId(tenantId) &&
    typeof language === 'string' &&
    /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/.test(language) &&
    Array.isArray(promptKeys) &&
    promptKeys.length > 0 &&
    promptKeys.every((key) => typeof key === 'string' && key !== '');
  return valid ? { userId, roleId, tenantId, language, promptKeys: promptKeys as string[] } : null;
}

/** The scope the browser last started in; null when none (or storage is blocked). */
export function rememberedStartScope(): StartScope | null {
  try {
    return parseStartScope(deviceStorage().local()?.getItem(START_SCOPE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Remembers the scope a layout was loaded for (only its ids, language and text keys). */
export function rememberStartScope(scope: StartScope): void {
  const { userId, roleId, tenantId, language, promptKeys } = scope;
  try {
    deviceStorage()
      .local()
      ?.setItem(
        START_SCOPE_KEY,
        JSON.stringify({ userId, roleId, tenantId, language, promptKeys }),
      );
  } catch {
    // storage blocked or full: the next start asks after the current user, as without it
  }
}

/**
 * After a switch of role, tenant (before the page reloads into it) or language: the remembered
 * scope of the same user moves along, so the next start asks for the new menu at once.
 */
export function moveStartScope(
  userId: number | undefined,
  to: Partial<Pick<StartScope, 'roleId' | 'tenantId' | 'language'>>,
): void {
  const scope = rememberedStartScope();
  if (scope && scope.userId === userId) rememberStartScope({ ...scope, ...to });
}
