/**
 * /wuye/complaint: the tenant's complaints and suggestions (complaints-resource.tsx); each opens
 * its reply thread in the detail drawer.
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { complaintsResource } from './complaints-resource';

export default function ComplaintsPage() {
  return <ResourcePage resource={complaintsResource} />;
}
