/** /hmnt/audit-data: audit data at the site level (a tenant-level role sees its organisation's). */
import { AuditDataView } from './AuditDataView';

export default function AuditDataPage() {
  return <AuditDataView scope="auto" />;
}
