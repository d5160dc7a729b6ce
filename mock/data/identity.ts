// Seeds of the identity console: the platform's password policy (the demo passwords Admin@1234
// and Alice@1234 meet it) and a few days of the sign-in log.
import type { PasswordPolicyDto } from '../../src/services/iam/identity-types';

export const seedPasswordPolicy: PasswordPolicyDto = {
  organizationId: 0,
  minLength: 8,
  maxLength: 32,
  digitsCount: 1,
  lettersCount: 0,
  lowercaseCount: 1,
  uppercaseCount: 1,
  specialCharCount: 0,
  notUsername: true,
  enableLock: true,
  maxErrorTime: 5,
  lockedExpireTime: 30,
  objectVersionNumber: 1,
};

/** Why a sign-in failed: a code of the sign-in log (texts in server/identity/sign-in-failures.ts). */
export type SignInFailure =
  | 'bad_credentials'
  | 'user_locked'
  | 'locked_now'
  | 'user_disabled'
  | 'no_role';

export interface SeedLoginAudit {
  loginName: string;
  daysAgo: number;
  at: string;
  ip: string;
  device: string;
  reason: SignInFailure | null;
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

/** Newest first, as the log lists them. */
export const seedLoginAudits: SeedLoginAudit[] = [
  { loginName: 'admin', daysAgo: 0, at: '08:40', ip: '10.20.1.15', device: CHROME, reason: null },
  {
    loginName: 'alice',
    daysAgo: 0,
    at: '08:05',
    ip: '10.20.3.41',
    device: SAFARI,
    reason: null,
  },
  {
    loginName: 'alice',
    daysAgo: 0,
    at: '08:04',
    ip: '10.20.3.41',
    device: SAFARI,
    reason: 'bad_credentials',
  },
  {
    loginName: 'bob',
    daysAgo: 1,
    at: '22:13',
    ip: '203.0.113.7',
    device: CHROME,
    reason: 'bad_credentials',
  },
  { loginName: 'admin', daysAgo: 1, at: '09:12', ip: '10.20.1.15', device: CHROME, reason: null },
  { loginName: 'alice', daysAgo: 2, at: '18:30', ip: '10.20.3.41', device: SAFARI, reason: null },
  { loginName: 'admin', daysAgo: 3, at: '10:02', ip: '10.20.1.15', device: CHROME, reason: null },
];
