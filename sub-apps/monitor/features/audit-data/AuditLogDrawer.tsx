/**
 * A record's audit log (`audit-documents/log/detail`): the document and entity it belongs to,
 * then each version with who changed what, newest first; a field's old → new value in full.
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import type { AuditLogDetailDto } from '@polaris/core/services/monitor/types';
import { getSession } from '@polaris/core/session/current-session';
import { Descriptions, Drawer, List, Spin, Tag, Typography } from 'antd';
import { useAuditLog, type RecordRef } from './api/use-audit-data';

function LogEntry({ row, dateTimeFormat }: { row: AuditLogDetailDto; dateTimeFormat: string }) {
  const { t } = useIntl();
  const none = t('hmnt.auditData.diff.none');
  return (
    <List.Item>
      <div style={{ width: '100%' }}>
        <Typography.Text strong>
          {t('hmnt.auditData.field.entityVersion')} {row.entityVersion}
        </Typography.Text>{' '}
        <Tag>{row.auditTypeMeaning ?? row.auditType}</Tag> {row.lastUpdatedByName} ·{' '}
        {formatServerDate(row.lastUpdateDate, dateTimeFormat)}
        {row.remark && <Typography.Paragraph type="secondary">{row.remark}</Typography.Paragraph>}
        <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
          {(row.auditDataLineList ?? []).map((line) => (
            <li key={line.fieldCode} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {line.fieldName ?? line.fieldCode}: {line.fieldValueOld ?? none} →{' '}
              {line.fieldValueNew ?? none}
            </li>
          ))}
        </ul>
      </div>
    </List.Item>
  );
}

export function AuditLogDrawer({ record, onClose }: { record: RecordRef; onClose(): void }) {
  const { t } = useIntl();
  const log = useAuditLog(record);
  const { dateTimeFormat } = getSession();
  const rows = log.data ?? [];
  const first = rows[0];
  return (
    <Drawer
      open
      width={720}
      onClose={onClose}
      title={t('hmnt.auditData.log.title', { entity: record.entityCode, id: record.entityId })}
    >
      <QueryFailure query={log} />
      <Spin spinning={log.isFetching}>
        {first && (
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('hmnt.auditData.log.document')}>
              {first.documentName} ({first.documentCode})
            </Descriptions.Item>
            <Descriptions.Item label={t('hmnt.auditData.log.entityName')}>
              {first.entityName}
            </Descriptions.Item>
          </Descriptions>
        )}
        <List
          dataSource={rows}
          rowKey="auditDataId"
          renderItem={(row) => <LogEntry row={row} dateTimeFormat={dateTimeFormat} />}
        />
      </Spin>
    </Drawer>
  );
}
