/** /hwfl/documents: which business document starts which process (documents-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { sessionScope } from '@polaris/core/kit/resource/scope';
import { documentsResources } from './documents-resource';

export default function DocumentsPage() {
  return <ResourcePage resource={documentsResources[sessionScope()]} />;
}
