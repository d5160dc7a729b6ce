/**
 * The log a trace returned (its own chunk, loaded when a trace ends): every call the session made
 * while it ran, in order, with method, path, status and duration.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { TraceLogInfoDto, TracedRequestDto } from '@polaris/core/services/monitor/types';
import { Drawer, Table, Typography } from 'antd';

export interface TraceLogDrawerProps {
  info: TraceLogInfoDto;
  onClose(): void;
}

const time = (iso: string | undefined) => (iso ? new Date(iso).toLocaleString() : '');

export default function TraceLogDrawer({ info, onClose }: TraceLogDrawerProps) {
  const { t } = useIntl();
  const requests = info.requests ?? [];
  return (
    <Drawer open width={720} onClose={onClose} title={t('hzero.common.trace.title')}>
      <Typography.Paragraph>
        {t('hzero.common.trace.group', { id: info.traceGroupId })}
        {info.startedAt && (
          <>
            <br />
            {t('hzero.common.trace.period', {
              start: time(info.startedAt),
              end: time(info.endedAt),
            })}
          </>
        )}
      </Typography.Paragraph>
      <Table<TracedRequestDto & { order: number }>
        aria-label={t('hzero.common.trace.title')}
        className="polaris-trace-log"
        size="small"
        rowKey="order"
        pagination={false}
        dataSource={requests.map((request, order) => ({ ...request, order }))}
        locale={{ emptyText: t('hzero.common.trace.empty') }}
        columns={[
          { title: t('hzero.common.trace.method'), dataIndex: 'method', width: 90 },
          {
            title: t('hzero.common.trace.path'),
            dataIndex: 'path',
            render: (path: string) => <code style={{ wordBreak: 'break-all' }}>{path}</code>,
          },
          { title: t('hzero.common.trace.status'), dataIndex: 'status', width: 80 },
          {
            title: t('hzero.common.trace.duration'),
            dataIndex: 'durationMs',
            width: 120,
            align: 'right',
          },
        ]}
      />
    </Drawer>
  );
}
