/**
 * The approval history of one process instance, the one view of it in the product (the
 * container's /pubApprove page and the monitor sub-app's Approval History): each step with its
 * action as readable text, who acted (position, unit), the comment and when. Loading, a failure
 * with Retry and an empty history are shown in place. Needs a server-data provider above it.
 */
import { Button, Empty, Result, Timeline } from 'antd';
import { PageLoading } from '../../components/PageLoading';
import { formatServerDate } from '../../i18n/format-date';
import { useIntl } from '../../i18n/useIntl';
import type { ApprovalRecordDto } from '../../services/workflow/types';
import { getSession } from '../../session/current-session';
import { approvalActionText, approvalActionTone } from './approval-actions';
import { useApprovalHistory } from './use-approval-history';

/** When the step ran, in the user's date-time format. */
function timeRange(record: ApprovalRecordDto, dateTimeFormat: string): string {
  const start = formatServerDate(record.startTime, dateTimeFormat);
  if (!start) return '';
  return record.endTime ? `${start} – ${formatServerDate(record.endTime, dateTimeFormat)}` : start;
}

function who(record: ApprovalRecordDto): string {
  const where = [record.positionName, record.unitName].filter(Boolean);
  return `${record.assigneeName ?? ''}${where.length > 0 ? ` (${where.join(', ')})` : ''}`;
}

export function ApprovalTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useIntl();
  const history = useApprovalHistory(processInstanceId);
  const { dateTimeFormat } = getSession();
  const records = history.isSuccess ? history.data : undefined;

  if (history.isError && !history.isFetching) {
    return (
      <Result
        status="error"
        title={t('hzero.common.approval.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void history.refetch()}>
            {t('hzero.common.button.retry')}
          </Button>
        }
      />
    );
  }
  if (!records) return <PageLoading />;
  if (records.length === 0) return <Empty description={t('hzero.common.approval.empty')} />;
  return (
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
            <div>{who(record)}</div>
            {record.comment && (
              <blockquote className="polaris-approval-comment">{record.comment}</blockquote>
            )}
            <time className="polaris-approval-time">{timeRange(record, dateTimeFormat)}</time>
          </div>
        ),
      }))}
    />
  );
}
