/** `DELETE {platform}/v1[/{organizationId}]/code-rule` with `{ ruleId, objectVersionNumber }`. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { CodeRuleDto } from '@polaris/core/services/platform/code-rule-types';
import type { CodeRuleScope } from './fetch-code-rules';

export function deleteCodeRule(
  scope: CodeRuleScope,
  { ruleId, objectVersionNumber }: Pick<CodeRuleDto, 'ruleId' | 'objectVersionNumber'>,
  options?: CallOptions,
): Promise<unknown> {
  return request(v1('platform', scope, 'code-rule'), {
    method: 'DELETE',
    data: { ruleId, objectVersionNumber },
    ...options,
  });
}
