/** /hiam/api: the API permissions (the declaration is api-permissions-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { apiPermissionsResource } from './api-permissions-resource';

export default function ApiPermissionsPage() {
  return <ResourcePage resource={apiPermissionsResource} />;
}
