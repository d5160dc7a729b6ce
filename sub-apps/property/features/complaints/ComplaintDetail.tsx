/**
 * One complaint in the detail drawer: what was submitted (its text shown as text), the legacy
 * files it came with, the reply thread oldest first (who and when) and, unless it is closed, the
 * reply box. Read from the gateway, so a reply shows as soon as it is posted.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Skeleton, Typography } from 'antd';
import { fetchComplaint } from './api/fetch-complaint';
import { complaintKey, complaintKind, complaintStatus } from './complaint-views';
import { LegacyFiles } from './LegacyFiles';
import { ReplyBox } from './ReplyBox';

const TEXT_STYLE = { whiteSpace: 'pre-wrap', marginBottom: 0 } as const;
const THREAD_STYLE = { listStyle: 'none', paddingLeft: 0 } as const;

export function ComplaintDetail({ complaintId }: { complaintId: number }) {
  const { t } = useIntl();
  const query = useQuery({
    queryKey: complaintKey(complaintId),
    queryFn: () => fetchComplaint(complaintId),
  });
  if (query.isError) return <QueryFailure query={query} />;
  if (!query.data) return <Skeleton active />;
  const complaint = query.data;
  const label = (field: string) => t(`wuye.complaint.field.${field}`);
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={label('kind')}>
          <StatusBadge view={complaintKind(complaint.kind)} fallback={complaint.kind} />
        </Descriptions.Item>
        <Descriptions.Item label={label('houseName')}>{complaint.houseName}</Descriptions.Item>
        <Descriptions.Item label={label('submitter')}>{complaint.submitter}</Descriptions.Item>
        <Descriptions.Item label={label('createdAt')}>{complaint.createdAt}</Descriptions.Item>
        <Descriptions.Item label={label('status')}>
          <StatusBadge view={complaintStatus(complaint.status)} fallback={complaint.status} />
        </Descriptions.Item>
        <Descriptions.Item label={label('content')}>
          <Typography.Paragraph style={TEXT_STYLE}>{complaint.content}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      {complaint.attachments.length > 0 && <LegacyFiles files={complaint.attachments} />}
      <Divider orientation="left">{t('wuye.complaint.thread')}</Divider>
      {complaint.replies.length === 0 ? (
        <Typography.Text type="secondary">{t('wuye.complaint.noReplies')}</Typography.Text>
      ) : (
        <ol aria-label={t('wuye.complaint.thread')} style={THREAD_STYLE}>
          {complaint.replies.map((reply) => (
            <li key={reply.replyId} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{reply.author}</Typography.Text>{' '}
              <Typography.Text type="secondary">{reply.createdAt}</Typography.Text>
              <Typography.Paragraph style={TEXT_STYLE}>{reply.text}</Typography.Paragraph>
            </li>
          ))}
        </ol>
      )}
      {complaint.status !== 'CLOSED' && <ReplyBox complaintId={complaint.complaintId} />}
    </>
  );
}
