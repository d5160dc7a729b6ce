/** /hiam/permission-set: the permission sets (the declaration is permission-sets-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { permissionSetsResource } from './permission-sets-resource';

export default function PermissionSetsPage() {
  return <ResourcePage resource={permissionSetsResource} />;
}
