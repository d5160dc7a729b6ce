/**
 * /hwfl/approval-history: the organisation's process instances, newest first; a row's History
 * shows its approval timeline (the declaration, all of the page: approval-history-resource.tsx).
 */
import { ResourcePage } from '@polaris/core/kit/resource/ResourcePage';
import { approvalHistoryResource } from './approval-history-resource';

export default function ApprovalHistoryPage() {
  return <ResourcePage resource={approvalHistoryResource} />;
}
