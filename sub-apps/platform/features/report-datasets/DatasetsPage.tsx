/** /hrpt/dataset: the report centre's datasets (the declaration is datasets-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { datasetsResource } from './datasets-resource';

export default function DatasetsPage() {
  return <ResourcePage resource={datasetsResource} />;
}
