/** /hpfm/code-rule-org: the organisation's own code rules. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { codeRulesResources } from './code-rules-resource';

export default function CodeRulesOrgPage() {
  return <ResourcePage resource={codeRulesResources.tenant} />;
}
