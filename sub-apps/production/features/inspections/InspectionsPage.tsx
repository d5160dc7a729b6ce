/** /mes/inspection: the organisation's quality inspection results (inspections-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { inspectionsResource } from './inspections-resource';

export default function InspectionsPage() {
  return <ResourcePage resource={inspectionsResource} />;
}
