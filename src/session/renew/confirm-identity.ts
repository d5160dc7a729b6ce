/**
 * After a sign-in in the other window: is it the same person, and are they back in the role
 * their work was done under? Asked with the new token, outside the request client: these calls
 * are part of the session end, which a 401 here must not start again.
 */
import { sendUnreported } from '../../request/transport';
import { gateway } from '../../services/shared';
import type { SelfUserDto } from '../../services/iam/types';
import { clearTokens } from '../tokens';
import type { RenewalSubject } from './renewal';

export type IdentityCheck =
  | { ok: true }
  /** Somebody else signed in: their token is dropped, the input stays with its author. */
  | { ok: false; reason: 'other-user'; loginName: string }
  /** Signed in, but the role could not be taken up again (no longer assigned). */
  | { ok: false; reason: 'role' }
  | { ok: false; reason: 'failed' };

/** What to do with the user the new token belongs to (pure). */
export function judgeIdentity(
  subject: RenewalSubject,
  user: Pick<SelfUserDto, 'id' | 'loginName' | 'currentRoleId'>,
): 'same' | 'switch-role' | 'other-user' {
  if (user.id !== subject.userId) return 'other-user';
  return subject.roleId !== undefined && user.currentRoleId !== subject.roleId
    ? 'switch-role'
    : 'same';
}

export async function confirmIdentity(subject: RenewalSubject): Promise<IdentityCheck> {
  let user: SelfUserDto;
  try {
    user = await sendUnreported<SelfUserDto>(`${gateway().iam}/hzero/v1/users/self`, {
      silent: true,
      fresh: true,
    });
  } catch {
    return { ok: false, reason: 'failed' };
  }
  const verdict = judgeIdentity(subject, user);
  if (verdict === 'other-user') {
    clearTokens();
    return { ok: false, reason: 'other-user', loginName: user.loginName };
  }
  if (verdict === 'switch-role') {
    try {
      await sendUnreported<void>(`${gateway().iam}/v1/users/roles`, {
        method: 'PUT',
        params: { roleId: subject.roleId },
        silent: true,
      });
    } catch {
      return { ok: false, reason: 'role' };
    }
  }
  return { ok: true };
}
