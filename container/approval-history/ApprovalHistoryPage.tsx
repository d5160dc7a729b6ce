/**
 * /pubApprove/:processInstanceId: the approval history of a process instance, each step with
 * its action as readable text, who acted (position, unit), the comment and when.
 */
import { Button, Empty, Result, Timeline } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { fetchApprovalHistory } from './api/get-approval-history';
import type { ApprovalRecordDto } from './api/types';
import { getSession } from '@polaris/core/session/current-session';
import '../routing/texts';
import { approvalActionText, approvalActionTone } from './approval-actions';

/** The gateway also names the step (task); the typed record does not carry it. */
type ApprovalStep = ApprovalRecordDto & { taskName?: string };

type Load =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; records: ApprovalStep[] };

/** When the step ran, in the user's date-time format. */
function timeRange(record: ApprovalStep): string {
  const { dateTimeFormat } = getSession();
  const start = formatServerDate(record.startTime, dateTimeFormat);
  if (!start) return '';
  return record.endTime ? `${start} – ${formatServerDate(record.endTime, dateTimeFormat)}` : start;
}

export default function ApprovalHistoryPage() {
  const { t } = useIntl();
  const { processInstanceId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchApprovalHistory(processInstanceId).then(
      (records) => current && setLoad({ status: 'done', records: records ?? [] }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [processInstanceId, attempt]);

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
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <Result
          status="error"
          title={t('hzero.common.approval.loadFailed')}
          extra={
            <Button type="primary" onClick={() => setAttempt((count) => count + 1)}>
              {t('hzero.common.button.retry')}
            </Button>
          }
        />
      )}
      {load.status === 'done' && load.records.length === 0 && (
        <Empty description={t('hzero.common.approval.empty')} />
      )}
      {load.status === 'done' && load.records.length > 0 && (
        <Timeline
          className="polaris-approval-history"
          items={load.records.map((record) => ({
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
