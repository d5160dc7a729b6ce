/**
 * The password policy's rules as one pure check, shared by the reset-password and create forms
 * and by the gateway (which refuses what the form would): the first rule a password breaks, with
 * the number it needs, or null when it passes. Texts: `hiam.passwordRule.<rule>` with `{count}`.
 */
import type { PasswordPolicyDto } from '../services/iam/identity-types';

export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'digits'
  | 'letters'
  | 'lowercase'
  | 'uppercase'
  | 'special'
  | 'notUsername';

export interface BrokenPasswordRule {
  rule: PasswordRule;
  count: number;
}

export type PasswordRules = Pick<
  PasswordPolicyDto,
  | 'minLength'
  | 'maxLength'
  | 'digitsCount'
  | 'lettersCount'
  | 'lowercaseCount'
  | 'uppercaseCount'
  | 'specialCharCount'
  | 'notUsername'
>;

const countOf = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Characters counted (by code point, so an emoji is one). */
const lengthOf = (text: string) => [...text].length;

export function brokenPasswordRule(
  password: string,
  loginName: string,
  rules: PasswordRules,
): BrokenPasswordRule | null {
  const checks: [PasswordRule, number, number][] = [
    ['minLength', rules.minLength, lengthOf(password)],
    ['digits', rules.digitsCount, countOf(password, /[0-9]/g)],
    ['letters', rules.lettersCount, countOf(password, /[A-Za-z]/g)],
    ['lowercase', rules.lowercaseCount, countOf(password, /[a-z]/g)],
    ['uppercase', rules.uppercaseCount, countOf(password, /[A-Z]/g)],
    ['special', rules.specialCharCount, countOf(password, /[^A-Za-z0-9\s]/g)],
  ];
  for (const [rule, needed, has] of checks) if (has < needed) return { rule, count: needed };
  if (lengthOf(password) > rules.maxLength) return { rule: 'maxLength', count: rules.maxLength };
  if (rules.notUsername && loginName !== '' && password.toLowerCase() === loginName.toLowerCase()) {
    return { rule: 'notUsername', count: 0 };
  }
  return null;
}

/** The rule texts in the two answer languages (the gateway's messages, the forms' defaults). */
export const PASSWORD_RULE_TEXTS: Record<'en_US' | 'zh_CN', Record<PasswordRule, string>> = {
  en_US: {
    minLength: 'The password needs at least {count} characters',
    maxLength: 'The password may have at most {count} characters',
    digits: 'The password needs at least {count} digit(s)',
    letters: 'The password needs at least {count} letter(s)',
    lowercase: 'The password needs at least {count} lowercase letter(s)',
    uppercase: 'The password needs at least {count} uppercase letter(s)',
    special: 'The password needs at least {count} special character(s), such as @ # $',
    notUsername: 'The password may not be the login name',
  },
  zh_CN: {
    minLength: '密码至少需要 {count} 个字符',
    maxLength: '密码最多 {count} 个字符',
    digits: '密码至少需要 {count} 个数字',
    letters: '密码至少需要 {count} 个字母',
    lowercase: '密码至少需要 {count} 个小写字母',
    uppercase: '密码至少需要 {count} 个大写字母',
    special: '密码至少需要 {count} 个特殊字符，例如 @ # $',
    notUsername: '密码不能与登录名相同',
  },
};

/** The broken rule as a sentence in one of the answer languages. */
export function passwordRuleText(broken: BrokenPasswordRule, lang: 'en_US' | 'zh_CN'): string {
  return PASSWORD_RULE_TEXTS[lang][broken.rule].replace('{count}', String(broken.count));
}
