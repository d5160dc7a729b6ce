/** /hpfm/prompt: the platform's prompt texts (the declaration is prompts-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { promptsResource } from './prompts-resource';

export default function PromptsPage() {
  return <ResourcePage resource={promptsResource} />;
}
