/**
 * /pubApprove/:processInstanceId: the approval history of a process instance, shown alone (the
 * timeline is the kit's, shared with the monitor sub-app's Approval History page).
 */
import { useParams } from 'react-router-dom';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ApprovalTimeline } from '@polaris/core/kit/approval/ApprovalTimeline';
import { ServerDataProvider } from '@polaris/core/query/ServerDataProvider';

/** The page is reached on its own (/pubApprove): it brings its own server-data cache. */
export default function ApprovalHistoryRoute() {
  return (
    <ServerDataProvider>
      <ApprovalHistoryPage />
    </ServerDataProvider>
  );
}

function ApprovalHistoryPage() {
  const { t } = useIntl();
  const { processInstanceId = '' } = useParams();
  return (
    <section
      className="polaris-card"
      data-page="approval-history"
      aria-labelledby="polaris-approval"
    >
      <h1 id="polaris-approval" className="polaris-card-title">
        {t('hzero.common.approval.title')}
      </h1>
      <p>{t('hzero.common.approval.instance', { id: processInstanceId })}</p>
      <ApprovalTimeline processInstanceId={processInstanceId} />
    </section>
  );
}
