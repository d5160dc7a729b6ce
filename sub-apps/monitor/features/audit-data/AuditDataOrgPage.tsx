/** /hmnt/audit-data-org: the organisation's audit data (`/hmnt/v1/{tenantId}/audit-datas`). */
import { AuditDataView } from './AuditDataView';

export default function AuditDataOrgPage() {
  return <AuditDataView scope="tenant" />;
}
