/**
 * `GET {platform}/v1[/{organizationId}]/code-rule`: a page of code rules with their segments and
 * sequence, every organisation's on the site form, the organisation's own on the tenant form.
 */
import { listEndpoint, type ListEndpoint } from '@polaris/core/services/list-endpoint';
import type { CodeRuleDto, CodeRuleQuery } from '@polaris/core/services/platform/code-rule-types';

export type CodeRuleScope = 'site' | 'tenant';

export const fetchCodeRules: Record<CodeRuleScope, ListEndpoint<CodeRuleDto, CodeRuleQuery>> = {
  site: listEndpoint('platform', 'site', 'code-rule'),
  tenant: listEndpoint('platform', 'tenant', 'code-rule'),
};
