// Which value of a system profile a session gets (HZERO's profile-value): the most specific one.
// A user's value beats a role's, a role's beats the organisation's (GLOBAL of its own profile),
// which beats the platform's (GLOBAL of tenant 0's profile). At the user and role levels an
// organisation's own profile beats the platform's.
import type { ProfileLevelCode } from '../../../src/services/platform/profile-types';

export interface ProfileValueEntry {
  /** The organisation whose profile holds the value (0: the platform). */
  tenantId: number;
  levelCode: ProfileLevelCode;
  /** `GLOBAL`, a role's code or a user's login name. */
  levelValue: string;
  value: string;
}

export interface ProfileAsker {
  tenantId: number;
  roleCode: string;
  loginName: string;
}

/** How specific an entry is for the asker (higher wins), or -1 when it is not theirs. */
function rank(entry: ProfileValueEntry, asker: ProfileAsker): number {
  const own = entry.tenantId === asker.tenantId;
  if (!own && entry.tenantId !== 0) return -1;
  const ofProfile = own && asker.tenantId !== 0 ? 1 : 0;
  switch (entry.levelCode) {
    case 'USER':
      return entry.levelValue === asker.loginName ? 40 + ofProfile : -1;
    case 'ROLE':
      return entry.levelValue === asker.roleCode ? 30 + ofProfile : -1;
    default:
      return own ? 20 : 10;
  }
}

/** The value the asker gets among every stored value of one profile name, or undefined. */
export function resolveProfileValue(
  entries: readonly ProfileValueEntry[],
  asker: ProfileAsker,
): string | undefined {
  let best: { rank: number; value: string } | undefined;
  for (const entry of entries) {
    const r = rank(entry, asker);
    if (r >= 0 && (!best || r > best.rank)) best = { rank: r, value: entry.value };
  }
  return best?.value;
}
