/**
 * The form rule of a new password: the password policy's rules (the pure check the gateway uses
 * too), the first broken one named in the user's language. The policy is asked when a password
 * is checked, so a change on the Security Policy page applies at once.
 */
import { brokenPasswordRule } from '@polaris/core/auth/password-rules';
import { t } from '@polaris/core/i18n/intl';
import { fetchPasswordPolicy } from '@polaris/core/services/iam/password-policy';
import type { FormRule } from 'antd';

/** `loginName`: the login name the password may not be (read from the form, or fixed). */
export function passwordPolicyRule(
  loginName: (field: (name: string) => unknown) => string,
): FormRule {
  return ({ getFieldValue }) => ({
    async validator(_rule, value: unknown) {
      if (typeof value !== 'string' || value === '') return;
      const policy = await fetchPasswordPolicy();
      const broken = brokenPasswordRule(value, loginName(getFieldValue), policy);
      if (broken) throw new Error(t(`hiam.passwordRule.${broken.rule}`, { count: broken.count }));
    },
  });
}
