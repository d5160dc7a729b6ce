/** /hmnt/audit-operation-org: the organisation's write calls (`/hmnt/v1/{tenantId}/audit-op-logs`). */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { operationResource } from './operation-resource';

const resource = operationResource('tenant');

export default function AuditOperationOrgPage() {
  return <ResourcePage resource={resource} />;
}
