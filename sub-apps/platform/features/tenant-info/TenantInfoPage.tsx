/** /hpfm/tenant-info: the platform's tenants (the declaration is tenant-info-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { tenantInfoResource } from './tenant-info-resource';

export default function TenantInfoPage() {
  return <ResourcePage resource={tenantInfoResource} />;
}
