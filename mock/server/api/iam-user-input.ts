// Reading a user's fields from the untrusted bodies of the user administration, each failure
// naming the field in the caller's language: login name, contact fields, language, the
// password (RSA-encrypted as the sign-in page sends it, then held to the password policy) and the
// roles given (each one the caller may assign).
import { brokenPasswordRule, passwordRuleText } from '../../../src/auth/password-rules';
import { t } from '../../data/lov-types';
import type { StoredRole } from '../accounts';
import { AdminFailure, invalid } from '../admin/failure';
import type { FieldReader, Raw } from '../admin/input';
import { RsaDecryptError } from '../auth/rsa-pkcs1';
import type { UserContext } from '../context';
import type { LanguageCode } from '../types';
import { assignableRoles, type UserScope } from './iam-user-scope';

const LOGIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_.@-]{1,39}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 -]{5,20}$/;
export const USER_LANGUAGES: readonly LanguageCode[] = ['zh_CN', 'en_US'];

export function loginNameOf(ctx: UserContext, reader: FieldReader): string {
  const loginName = reader.requiredText('loginName', 40);
  if (!LOGIN_NAME.test(loginName)) {
    reader.fail(
      'loginName',
      '只能包含字母、数字和 _ . @ -，以字母或数字开头，2 到 40 个字符',
      'may hold letters, digits and _ . @ - only, start with a letter or digit, 2 to 40 characters',
    );
  }
  const taken = ctx.state.accounts
    .allUsers()
    .some((user) => user.loginName.toLowerCase() === loginName.toLowerCase());
  if (taken) {
    throw new AdminFailure(
      'error.user.login_name_exists',
      t(`登录名 ${loginName} 已被使用`, `The login name ${loginName} is already taken`),
    );
  }
  return loginName;
}

export function emailOf(reader: FieldReader, required: boolean): string | undefined {
  const email = required ? reader.requiredText('email', 100) : reader.presentText('email', 100);
  if (email !== undefined && !EMAIL.test(email)) {
    reader.fail('email', '不是有效的邮箱地址', 'is not an email address');
  }
  return email;
}

export function phoneOf(reader: FieldReader): string | undefined {
  const phone = reader.text('phone', { max: 20 });
  if (phone && !PHONE.test(phone)) {
    reader.fail(
      'phone',
      '只能包含数字、空格、- 和开头的 +',
      'may hold digits, spaces, - and a leading + only',
    );
  }
  return phone === null ? '' : phone;
}

export function languageOf(reader: FieldReader): LanguageCode | undefined {
  const language = reader.text('language');
  if (!language) return undefined;
  if (!USER_LANGUAGES.includes(language as LanguageCode)) {
    reader.fail('language', '必须是 zh_CN 或 en_US', 'must be zh_CN or en_US');
  }
  return language as LanguageCode;
}

/** The new password: decrypted, then held to the policy (the broken rule named). */
export function passwordOf(ctx: UserContext, reader: FieldReader, loginName: string): string {
  const encrypted = reader.requiredText('password');
  let password: string;
  try {
    password = ctx.state.keys.decryptBase64(encrypted);
  } catch (error) {
    if (!(error instanceof RsaDecryptError)) throw error;
    throw new AdminFailure(
      'error.password.not_encrypted',
      t('密码必须用公钥加密后发送', 'The password must be sent encrypted with the public key'),
    );
  }
  const broken = brokenPasswordRule(password, loginName, ctx.state.identity.policy());
  if (broken) {
    throw new AdminFailure('error.password.policy', {
      zh_CN: passwordRuleText(broken, 'zh_CN'),
      en_US: passwordRuleText(broken, 'en_US'),
    });
  }
  return password;
}

/** The roles of `memberRoleList`; undefined when absent. Each must be one the caller may give. */
export function rolesOf(ctx: UserContext, raw: Raw, scope: UserScope): StoredRole[] | undefined {
  const list = raw.memberRoleList;
  if (list === undefined || list === null) return undefined;
  if (!Array.isArray(list)) {
    throw invalid('memberRoleList 必须是数组', 'memberRoleList must be an array');
  }
  const allowed = assignableRoles(ctx, scope);
  const roles = list.map((item: unknown, index) => {
    const roleId = Number((item as { roleId?: unknown } | null)?.roleId);
    const role = allowed.find((one) => one.id === roleId);
    if (!role) {
      throw invalid(
        `memberRoleList 第 ${index + 1} 项：角色 ${String(roleId)} 不存在或不能分配`,
        `memberRoleList item ${index + 1}: role ${String(roleId)} does not exist or may not be assigned here`,
      );
    }
    return role;
  });
  return [...new Map(roles.map((role) => [role.id, role])).values()];
}
