/** /hmsg/message-template: the platform's message templates (the declaration: templates-resource). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { templatesResources } from './templates-resource';

export default function MessageTemplatesPage() {
  return <ResourcePage resource={templatesResources.site} />;
}
