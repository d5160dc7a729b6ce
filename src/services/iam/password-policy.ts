/**
 * `GET|PUT {iam}/v1/{organizationId}/password-policies`: the password rules and the lockout the
 * gateway enforces at sign-in and when a password is set (the Security Policy page edits it; the
 * password forms check a new password against it before sending).
 */
import { request } from '../../request/client';
import { gateway, type CallOptions } from '../shared';
import type { PasswordPolicyDto, PasswordPolicySave } from './identity-types';

const url = () => `${gateway().iam}/v1/{tenantId}/password-policies`;

export function fetchPasswordPolicy(options?: CallOptions): Promise<PasswordPolicyDto> {
  return request<PasswordPolicyDto>(url(), options);
}

export function savePasswordPolicy(
  policy: PasswordPolicySave,
  options?: CallOptions,
): Promise<PasswordPolicyDto> {
  return request<PasswordPolicyDto>(url(), { method: 'PUT', data: policy, ...options });
}
