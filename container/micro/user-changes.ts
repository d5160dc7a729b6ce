/**
 * A sub-app page may change the user's own details (Personal Centre saves name, email, phone).
 * The shell takes those fields, and only those: tenant, role, language and formats change through
 * the shell's own switches, never from inside a page.
 */
import type { CurrentUser } from '@polaris/core/services/iam/current-user';

export const PERSONAL_FIELDS = ['realName', 'email', 'phone', 'imageUrl'] as const;

/** `current` with the personal fields of `changed`; `current` itself when nothing differs. */
export function withPersonalChanges(current: CurrentUser, changed: CurrentUser): CurrentUser {
  if (changed.id !== current.id) return current;
  const differs = PERSONAL_FIELDS.some((field) => changed[field] !== current[field]);
  if (!differs) return current;
  const { realName, email, phone, imageUrl } = changed;
  const next: CurrentUser = { ...current, realName, email, phone, imageUrl };
  return next;
}
