/** /hmnt/audit-config: which entities are audited (the declaration is audit-config-resource.tsx). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { auditConfigResource } from './audit-config-resource';

export default function AuditConfigPage() {
  return <ResourcePage resource={auditConfigResource} />;
}
