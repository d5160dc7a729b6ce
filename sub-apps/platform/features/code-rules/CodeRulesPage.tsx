/** /hpfm/code-rule: every organisation's code rules (the declaration: code-rules-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { codeRulesResources } from './code-rules-resource';

export default function CodeRulesPage() {
  return <ResourcePage resource={codeRulesResources.site} />;
}
