/** Texts of the Security Policy page, shipped with it; the gateway's prompts override them. */
import type { TextMap } from '@polaris/core/i18n/defaults';

export const texts: Record<string, TextMap> = {
  en_US: {
    'hiam.securityPolicy.title': 'Security Policy',
    'hiam.securityPolicy.password': 'Password rules',
    'hiam.securityPolicy.lockout': 'Sign-in lockout',
    'hiam.securityPolicy.save': 'Save',
    'hiam.securityPolicy.field.minLength': 'Shortest password',
    'hiam.securityPolicy.field.maxLength': 'Longest password',
    'hiam.securityPolicy.field.digitsCount': 'Digits at least',
    'hiam.securityPolicy.field.lettersCount': 'Letters at least',
    'hiam.securityPolicy.field.lowercaseCount': 'Lowercase letters at least',
    'hiam.securityPolicy.field.uppercaseCount': 'Uppercase letters at least',
    'hiam.securityPolicy.field.specialCharCount': 'Special characters at least',
    'hiam.securityPolicy.field.notUsername': 'May not be the login name',
    'hiam.securityPolicy.field.enableLock': 'Lock after failed sign-ins',
    'hiam.securityPolicy.field.maxErrorTime': 'Failed sign-ins before the lock',
    'hiam.securityPolicy.field.lockedExpireTime': 'Lock time (minutes, 0: until unlocked)',
    'hiam.securityPolicy.error.maxLength':
      'The longest password may not be shorter than the shortest',
  },
  zh_CN: {
    'hiam.securityPolicy.title': '安全策略',
    'hiam.securityPolicy.password': '密码规则',
    'hiam.securityPolicy.lockout': '登录锁定',
    'hiam.securityPolicy.save': '保存',
    'hiam.securityPolicy.field.minLength': '最小长度',
    'hiam.securityPolicy.field.maxLength': '最大长度',
    'hiam.securityPolicy.field.digitsCount': '最少数字个数',
    'hiam.securityPolicy.field.lettersCount': '最少字母个数',
    'hiam.securityPolicy.field.lowercaseCount': '最少小写字母个数',
    'hiam.securityPolicy.field.uppercaseCount': '最少大写字母个数',
    'hiam.securityPolicy.field.specialCharCount': '最少特殊字符个数',
    'hiam.securityPolicy.field.notUsername': '不能与登录名相同',
    'hiam.securityPolicy.field.enableLock': '登录失败后锁定',
    'hiam.securityPolicy.field.maxErrorTime': '锁定前允许的失败次数',
    'hiam.securityPolicy.field.lockedExpireTime': '锁定时长（分钟，0 表示直到解锁）',
    'hiam.securityPolicy.error.maxLength': '最大长度不能小于最小长度',
  },
};
