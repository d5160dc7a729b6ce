/** /hmnt/audit-operation: the write calls of every tenant (a site-level role) or of its own. */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { operationResource } from './operation-resource';

const resource = operationResource('auto');

export default function AuditOperationPage() {
  return <ResourcePage resource={resource} />;
}
