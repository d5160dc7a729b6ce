// Why a sign-in was refused, as the sign-in page says it and the sign-in log names it, in both
// answer languages. A lock's end is shown as the user's clock shows it (GMT+8).
import { t, type Texts } from '../../data/lov-types';
import type { SignInFailure } from '../../data/identity';
import { formatDateTime } from '../work/dates';

export function failureTexts(reason: SignInFailure, lockEnd?: number): Texts {
  const until = lockEnd === undefined ? undefined : formatDateTime(lockEnd).slice(0, 16);
  switch (reason) {
    case 'bad_credentials':
      return t('用户名或密码错误', 'Incorrect username or password');
    case 'user_disabled':
      return t(
        '该账户已被禁用，请联系管理员',
        'This account is disabled: ask an administrator to enable it',
      );
    case 'no_role':
      return t(
        '该账户没有分配任何角色，请联系管理员',
        'This account has no role yet: ask an administrator to assign one',
      );
    case 'locked_now':
      return until
        ? t(
            `登录失败次数过多，账户已锁定至 ${until}`,
            `Too many failed sign-ins: the account is locked until ${until}`,
          )
        : t(
            '登录失败次数过多，账户已锁定，请联系管理员解锁',
            'Too many failed sign-ins: the account is locked until an administrator unlocks it',
          );
    case 'user_locked':
      return until
        ? t(`该账户已锁定至 ${until}`, `This account is locked until ${until}`)
        : t(
            '该账户已被锁定，请联系管理员解锁',
            'This account is locked: ask an administrator to unlock it',
          );
  }
}

/** The reason as the sign-in log names it. */
export function failureName(reason: SignInFailure): Texts {
  switch (reason) {
    case 'bad_credentials':
      return t('用户名或密码错误', 'Incorrect username or password');
    case 'user_disabled':
      return t('账户已禁用', 'Account disabled');
    case 'no_role':
      return t('账户没有角色', 'Account has no role');
    case 'locked_now':
      return t('失败次数过多，账户被锁定', 'Locked after too many failed sign-ins');
    case 'user_locked':
      return t('账户已锁定', 'Account locked');
  }
}
