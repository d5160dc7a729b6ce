/** /hmsg/message-template-org: the organisation's own message templates. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { templatesResources } from './templates-resource';

export default function MessageTemplatesOrgPage() {
  return <ResourcePage resource={templatesResources.tenant} />;
}
