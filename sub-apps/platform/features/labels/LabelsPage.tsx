/** /hiam/label: the labels (the declaration is labels-resource.tsx); nothing of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { labelsResource } from './labels-resource';

export default function LabelsPage() {
  return <ResourcePage resource={labelsResource} />;
}
