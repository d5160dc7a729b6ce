/**
 * `POST {platform}/v1[/{organizationId}]/code-rule` creates a rule; `PUT` with the id and version
 * changes its name, state and segments (never its code). Answers the saved rule.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CodeRuleDto, CodeRuleSave } from '@polaris/core/services/platform/code-rule-types';
import type { CodeRuleScope } from './fetch-code-rules';

export function saveCodeRule(
  scope: CodeRuleScope,
  rule: CodeRuleSave,
  options?: CallOptions,
): Promise<CodeRuleDto> {
  return request<CodeRuleDto>(v1('platform', scope, 'code-rule'), {
    method: rule.ruleId === undefined ? 'POST' : 'PUT',
    data: rule,
    ...options,
  });
}
