/** /mes/work-order: the organisation's work orders (the declaration is work-orders-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { workOrdersResource } from './work-orders-resource';

const resource = workOrdersResource();

export default function WorkOrdersPage() {
  return <ResourcePage resource={resource} />;
}
