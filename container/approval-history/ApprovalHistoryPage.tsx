/**
 * /pubApprove/:processInstanceId: the approval history of a process instance, each step with
 * its action as readable text, who acted (position, unit), the comment and when.
 */
import { Button, Empty, Result, Timeline } from 'antd';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ServerDataProvider } from '@polaris/core/query/ServerDataProvider';
import { useApprovalHistory } from './api/use-approval-history';
import type { ApprovalRecordDto } from '@polaris/core/services/workflow/types';
import { getSession } from '@polaris/core/session/current-session';
import { approvalActionText, approvalActionTone } from './approval-actions';

/** When the step ran, in the user's date-time format. */
function timeRange(record: ApprovalRecordDto): string {
  const { dateTimeFormat } = getSession();
  const start = formatServerDate(record.startTime, dateTimeFormat);
  if (!start) return '';
  return record.endTime ? `${start} – ${formatServerDate(record.endTime, dateTimeFormat)}` : start;
}

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
  const history = useApprovalHistory(processInstanceId);
  const records: ApprovalRecordDto[] | undefined = history.isSuccess ? history.data : undefined;

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
      {history.isFetching && !history.isSuccess && <PageLoading />}
      {history.isError && !history.isFetching && (
        <Result
          status="error"
          title={t('hzero.common.approval.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void history.refetch()}>
              {t('hzero.common.button.retry')}
            </Button>
          }
        />
      )}
      {records && records.length === 0 && <Empty description={t('hzero.common.approval.empty')} />}
      {records && records.length > 0 && (
        <Timeline
          className="polaris-approval-history"
          items={records.map((record) => ({
            key: record.id,
            color: approvalActionTone(record.action),
            children: (
              <div data-action={record.action ?? 'running'}>
                <strong className="polaris-approval-action">
                  {approvalActionText(record.action, t)}
                </strong>
                {record.taskName && <span> · {record.taskName}</span>}
                <div>
                  {record.assigneeName}
                  {[record.positionName, record.unitName].filter(Boolean).length > 0 &&
                    ` (${[record.positionName, record.unitName].filter(Boolean).join(', ')})`}
                </div>
                {record.comment && (
                  <blockquote className="polaris-approval-comment">{record.comment}</blockquote>
                )}
                <time className="polaris-approval-time">{timeRange(record)}</time>
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
