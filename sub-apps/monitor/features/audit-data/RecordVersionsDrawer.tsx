/**
 * The versions of one record, newest first. Ticking two versions and Compare (or a version's
 * Changes: it against the one before) shows the field diff below; the diff view is its own chunk,
 * loaded the first time a comparison is shown.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { getSession } from '@polaris/core/session/current-session';
import { Alert, Button, Drawer, Space, Table, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useRecordVersions, type RecordRef } from './api/use-audit-data';
import { versionPair, type VersionPair } from './diff/field-diff';

const DiffView = retryableLazy(() => import('./diff/DiffView'));

export interface RecordVersionsDrawerProps {
  record: RecordRef;
  scope: TenantScope;
  onClose(): void;
}

export function RecordVersionsDrawer({ record, scope, onClose }: RecordVersionsDrawerProps) {
  const { t } = useIntl();
  const versions = useRecordVersions(record, scope);
  const [selected, setSelected] = useState<number[]>([]);
  const [pair, setPair] = useState<VersionPair | null>(null);
  const [pickTwo, setPickTwo] = useState(false);
  const { dateTimeFormat } = getSession();
  const rows = versions.data ?? [];
  const field = (name: string) => t(`hmnt.auditData.field.${name}`);

  const compare = (chosen: number[]) => {
    const next = chosen.length === 2 ? versionPair(chosen) : null;
    setPickTwo(next === null);
    if (next) setPair(next);
  };

  return (
    <Drawer
      open
      width={960}
      onClose={onClose}
      title={t('hmnt.auditData.versions.title', {
        entity: record.entityCode,
        id: record.entityId,
      })}
    >
      <QueryFailure query={versions} />
      <Typography.Paragraph type="secondary">
        {t('hmnt.auditData.versions.hint')}
      </Typography.Paragraph>
      <Table<AuditDataDto>
        aria-label={t('hmnt.auditData.action.versions')}
        size="small"
        rowKey={(row) => row.entityVersion ?? row.auditDataId}
        loading={versions.isFetching}
        dataSource={rows}
        pagination={false}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys as number[]).slice(-2)),
        }}
        columns={[
          { title: field('entityVersion'), dataIndex: 'entityVersion', width: 80 },
          { title: field('auditType'), dataIndex: 'auditTypeMeaning', width: 90 },
          { title: field('lastUpdatedByName'), dataIndex: 'lastUpdatedByName', width: 120 },
          {
            title: field('lastUpdateDate'),
            dataIndex: 'lastUpdateDate',
            width: 170,
            render: (value: string | undefined) => formatServerDate(value, dateTimeFormat),
          },
          { title: field('remark'), dataIndex: 'remark' },
          {
            title: t('hzero.common.kit.action'),
            key: 'changes',
            width: 100,
            render: (_value, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setPickTwo(false);
                  setPair(versionPair([row.entityVersion ?? 0]));
                }}
              >
                {t('hmnt.auditData.action.changes')}
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ margin: '12px 0' }}>
        <Button type="primary" onClick={() => compare(selected)}>
          {t('hmnt.auditData.versions.compare')}
        </Button>
      </Space>
      {pickTwo && <Alert type="info" showIcon message={t('hmnt.auditData.versions.pickTwo')} />}
      {pair && rows.length > 0 && (
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <DiffView versions={rows} pair={pair} />
          </Suspense>
        </ErrorBoundary>
      )}
    </Drawer>
  );
}
