// A reset without `tokens` keeps open sessions, each back where a fresh sign-in would start. A
// user the identity console created (gone after the reset), or one left without a role, has no
// such start: their sessions are revoked instead.
import type { Accounts } from '../accounts';
import type { TokenStore } from '../auth/token-store';

export function sessionRestart(accounts: Accounts, tokens: TokenStore): void {
  const canStart = (userId: number) =>
    accounts.allUsers().some((user) => user.id === userId) && accounts.rolesOf(userId).length > 0;
  for (const session of tokens.list()) {
    if (!canStart(session.userId)) tokens.revoke(session.accessToken);
  }
  const known = tokens.list().filter((session) => canStart(session.userId));
  for (const session of known) Object.assign(session, accounts.sessionStart(session.userId));
}
