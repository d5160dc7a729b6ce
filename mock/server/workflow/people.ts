// Who works in a tenant, for the workflow engine: the sign-in accounts with a role there (their
// names and languages as they are now) and the staff of the user lookup (mock/data/lovs.ts
// `directoryUsers`, HIAM.USER). Disabled staff are nobody's choice.
import { directoryUsers } from '../../data/lovs';
import { textLanguage } from '../../data/languages';
import type { Accounts } from '../accounts';
import type { LanguageCode } from '../types';

export interface Person {
  userId: number;
  name: string;
}

export interface People {
  /** An enabled user of the tenant, or undefined. */
  person(tenantId: number, userId: number): Person | undefined;
  /** The language a user reads messages in (staff without an account: English). */
  languageOf(userId: number): LanguageCode;
}

const isAccount = (accounts: Accounts, userId: number) =>
  accounts.allUsers().some((user) => user.id === userId);

export function gatewayPeople(accounts: Accounts): People {
  return {
    person(tenantId, userId) {
      if (isAccount(accounts, userId)) {
        const inTenant = accounts.rolesOf(userId).some((role) => role.tenantId === tenantId);
        return inTenant ? { userId, name: accounts.user(userId).realName } : undefined;
      }
      const row = directoryUsers.find(
        (one) => one.id === userId && one.tenantId === tenantId && one.enabledFlag === 1,
      );
      return row ? { userId, name: String(row.realName) } : undefined;
    },
    languageOf(userId) {
      return isAccount(accounts, userId) ? textLanguage(accounts.language(userId)) : 'en_US';
    },
  };
}
