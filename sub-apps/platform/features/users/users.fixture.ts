/**
 * What the user pages' tests share: a user row, the policy and the roles the stand-in services
 * answer, and the helpers that find a row and a button once its permission is answered.
 */
import type {
  AssignableRoleDto,
  PasswordPolicyDto,
  UserDto,
} from '@polaris/core/services/iam/identity-types';
import { screen, waitFor, within } from '@testing-library/react';

export const row = (id: number, loginName: string, patch: Partial<UserDto> = {}): UserDto => ({
  id,
  loginName,
  realName: `${loginName} name`,
  email: `${loginName}@example.com`,
  phone: '',
  language: 'en_US',
  organizationId: 1,
  tenantName: 'Acme Property',
  enabled: true,
  locked: false,
  lockedUntil: null,
  roleNames: 'Property Manager',
  roleIds: [11],
  objectVersionNumber: 3,
  ...patch,
});

export const POLICY: PasswordPolicyDto = {
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

export const ROLES: AssignableRoleDto[] = [
  {
    id: 11,
    code: 'acme-pm',
    name: 'Property Manager',
    level: 'organization',
    tenantId: 1,
    tenantName: 'Acme Property',
  },
  {
    id: 12,
    code: 'globex-pp',
    name: 'Production Planner',
    level: 'organization',
    tenantId: 2,
    tenantName: 'Globex Manufacturing',
  },
];

/** The list: alice, and bob locked by the policy. */
export const USERS = [
  row(2, 'alice'),
  row(7, 'bob', { locked: true, lockedUntil: '2026-11-27 09:30:00' }),
];

export const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('tr') as HTMLElement);

/** A button once its permission is answered (pending, it shows disabled). */
export const enabledButton = (scope: ReturnType<typeof within>, name: string) =>
  waitFor(() => {
    const button = scope.getByRole('button', { hidden: true, name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });
