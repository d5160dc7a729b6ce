// What the identity console keeps besides the users and roles themselves (accounts.ts): the
// platform's password policy, each user's organisation and record version, the failed sign-ins
// in a row and the end of a lock by the policy, and the sign-in log. One field of GatewayState
// (`state.identity`); reset() restores the seed (log dates relative to the clock at that moment).
import type { LoginAuditType, PasswordPolicyDto } from '../../../src/services/iam/identity-types';
import { seedLoginAudits, seedPasswordPolicy, type SignInFailure } from '../../data/identity';
import { seedUsers } from '../../data/users';
import type { Clock } from '../clock';
import { daysAgoAt } from '../work/dates';

export type { SignInFailure };

export interface LoginAudit {
  auditId: number;
  auditType: LoginAuditType;
  loginName: string;
  userId: number | null;
  tenantId: number | null;
  at: number;
  ip: string;
  device: string;
  clientId: string;
  reason: SignInFailure | null;
}

export type NewLoginAudit = Omit<LoginAudit, 'auditId' | 'at'>;

const MAX_LOG = 5000;

export class IdentityRecords {
  private policyValue: PasswordPolicyDto = { ...seedPasswordPolicy };
  private readonly organisations = new Map<number, number>();
  private readonly versions = new Map<number, number>();
  private readonly failures = new Map<number, number>();
  private readonly lockEnds = new Map<number, number>();
  private log: LoginAudit[] = [];
  private nextAuditId = 1;

  constructor(private readonly clock: Clock) {
    this.reset();
  }

  reset(): void {
    this.policyValue = { ...seedPasswordPolicy };
    this.organisations.clear();
    this.versions.clear();
    this.failures.clear();
    this.lockEnds.clear();
    for (const user of seedUsers) this.organisations.set(user.id, user.defaultTenantId);
    const now = this.clock.now();
    this.log = seedLoginAudits
      .map((seed, index) => {
        const user = seedUsers.find((one) => one.loginName === seed.loginName);
        return {
          auditId: index + 1,
          auditType: seed.reason ? ('LOGIN_FAILURE' as const) : ('LOGIN' as const),
          loginName: seed.loginName,
          userId: user?.id ?? null,
          tenantId: user?.defaultTenantId ?? null,
          at: daysAgoAt(now, seed.daysAgo, seed.at),
          ip: seed.ip,
          device: seed.device,
          clientId: 'localhost',
          reason: seed.reason,
        };
      })
      .sort((a, b) => b.at - a.at || b.auditId - a.auditId);
    this.nextAuditId = seedLoginAudits.length + 1;
  }

  policy(): PasswordPolicyDto {
    return this.policyValue;
  }

  savePolicy(policy: PasswordPolicyDto): PasswordPolicyDto {
    this.policyValue = { ...policy };
    return this.policyValue;
  }

  /** The organisation a user belongs to (a seed user: their default tenant's). */
  organisationOf(userId: number): number {
    return this.organisations.get(userId) ?? 0;
  }

  setOrganisation(userId: number, organizationId: number): void {
    this.organisations.set(userId, organizationId);
  }

  version(userId: number): number {
    return this.versions.get(userId) ?? 1;
  }

  bumpVersion(userId: number): void {
    this.versions.set(userId, this.version(userId) + 1);
  }

  /** Failed sign-ins in a row since the last success or unlock; the new count. */
  noteFailure(userId: number): number {
    const count = (this.failures.get(userId) ?? 0) + 1;
    this.failures.set(userId, count);
    return count;
  }

  clearFailures(userId: number): void {
    this.failures.delete(userId);
    this.lockEnds.delete(userId);
  }

  /** A lock by the policy: when it ends (undefined: until an administrator unlocks). */
  lockEnd(userId: number): number | undefined {
    return this.lockEnds.get(userId);
  }

  setLockEnd(userId: number, endsAt: number | undefined): void {
    if (endsAt === undefined) this.lockEnds.delete(userId);
    else this.lockEnds.set(userId, endsAt);
  }

  record(entry: NewLoginAudit): LoginAudit {
    const audit = { ...entry, auditId: this.nextAuditId++, at: this.clock.now() };
    this.log = [audit, ...this.log].slice(0, MAX_LOG);
    return audit;
  }

  /** The sign-in log, newest first. */
  audits(): readonly LoginAudit[] {
    return this.log;
  }
}
