// The gateway's sign-in decision: the user, their password, their state (locked, disabled, no
// role) and the password policy's lockout, each attempt written to the sign-in log. A wrong
// password reads the same for a known and an unknown login name; the reasons that name the
// account (locked, disabled, no role) are written in that user's language.
import type { SignInFailure } from '../../data/identity';
import { textLanguage } from '../../data/languages';
import type { SessionStart, StoredUser } from '../accounts';
import type { GatewayState } from '../state';
import type { LanguageCode } from '../types';
import { failureTexts } from './sign-in-failures';

export interface SignInAttempt {
  username: string;
  /** The decrypted password; undefined when it did not arrive RSA-encrypted. */
  password: string | undefined;
  ip: string;
  device: string;
  clientId: string;
}

/** What the sign-in page says: both languages, or only the user's (`lang`). */
export interface SignInMessage {
  en: string;
  zh: string;
  lang?: LanguageCode;
}

export type SignInOutcome =
  | { ok: true; user: StoredUser; start: SessionStart }
  | { ok: false; reason: SignInFailure; message: SignInMessage };

function refuse(
  reason: SignInFailure,
  user: StoredUser | undefined,
  state: GatewayState,
  lockEnd?: number,
): SignInOutcome {
  const texts = failureTexts(reason, lockEnd);
  const lang = user && reason !== 'bad_credentials' ? userLanguage(state, user) : undefined;
  return { ok: false, reason, message: { en: texts.en_US, zh: texts.zh_CN, lang } };
}

const userLanguage = (state: GatewayState, user: StoredUser) =>
  textLanguage(state.accounts.language(user.id));

/** A lock by the policy whose time has passed is lifted before the attempt is judged. */
function liftExpiredLock(state: GatewayState, user: StoredUser): void {
  const end = state.identity.lockEnd(user.id);
  if (user.locked && end !== undefined && end <= state.clock.now()) {
    state.accounts.updateUser(user.id, { locked: false });
    state.identity.clearFailures(user.id);
  }
}

/** A wrong password: counted, and the policy's lockout applied at its limit. */
function wrongPassword(state: GatewayState, user: StoredUser): SignInOutcome {
  const policy = state.identity.policy();
  const failures = state.identity.noteFailure(user.id);
  if (!policy.enableLock || failures < policy.maxErrorTime) {
    return refuse('bad_credentials', user, state);
  }
  const end =
    policy.lockedExpireTime > 0 ? state.clock.now() + policy.lockedExpireTime * 60_000 : undefined;
  state.accounts.updateUser(user.id, { locked: true });
  state.identity.setLockEnd(user.id, end);
  state.identity.bumpVersion(user.id);
  return refuse('locked_now', user, state, end);
}

function judge(state: GatewayState, attempt: SignInAttempt): SignInOutcome {
  const user = state.accounts.findByLoginName(attempt.username);
  if (!user) return refuse('bad_credentials', user, state);
  liftExpiredLock(state, user);
  if (user.locked) return refuse('user_locked', user, state, state.identity.lockEnd(user.id));
  if (attempt.password === undefined || attempt.password !== user.password) {
    return wrongPassword(state, user);
  }
  if (!user.enabled) return refuse('user_disabled', user, state);
  if (state.accounts.rolesOf(user.id).length === 0) return refuse('no_role', user, state);
  state.identity.clearFailures(user.id);
  return { ok: true, user, start: state.accounts.sessionStart(user.id) };
}

/** Judges a sign-in and writes it to the sign-in log. */
export function checkSignIn(state: GatewayState, attempt: SignInAttempt): SignInOutcome {
  const outcome = judge(state, attempt);
  const user = state.accounts.findByLoginName(attempt.username);
  state.identity.record({
    auditType: outcome.ok ? 'LOGIN' : 'LOGIN_FAILURE',
    loginName: attempt.username,
    userId: user?.id ?? null,
    tenantId: outcome.ok
      ? outcome.start.tenantId
      : user
        ? state.identity.organisationOf(user.id)
        : null,
    ip: attempt.ip,
    device: attempt.device.slice(0, 400),
    clientId: attempt.clientId,
    reason: outcome.ok ? null : outcome.reason,
  });
  return outcome;
}
