/**
 * The versions of one record, newest first. Ticking two versions and Compare (or a version's
 * Changes: it against the one before) shows the field diff below; the diff view is its own chunk,
 * loaded the first time a comparison is shown.
 */
import { ErrorBoundary } from '@polaris/core/components/ErrorBoundary';
import { PageLoading } from '@polaris/core/components/PageLoading';
import { retryableLazy } from '@polaris/core/loading/retryable-lazy';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { QueryFailure } from '@polaris/core/kit/query/QueryFailure';
import { tableColumns } from '@polaris/core/kit/resource/columns';
import type { ColumnSpec } from '@polaris/core/kit/resource/types';
import { useCellContext } from '@polaris/core/kit/resource/use-cell-context';
import type { AuditDataDto } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { Alert, Button, Drawer, Space, Table, Typography } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useRecordVersions, type RecordRef } from './api/use-audit-data';
import { versionPair, type VersionPair } from './diff/field-diff';

const DiffView = retryableLazy(() => import('./diff/DiffView'));

/**
 * The versions' columns, in the kit's cells (the list's headings and date-time format), and each
 * version's Changes: it against the one before.
 */
const versionColumns = (
  showChanges: (version: number) => void,
): readonly ColumnSpec<AuditDataDto>[] => [
  { field: 'entityVersion', width: 80 },
  {
    field: 'auditType',
    width: 90,
    render: (type: string | undefined, row) => row.auditTypeMeaning ?? type,
  },
  { field: 'lastUpdatedByName', width: 120 },
  { field: 'lastUpdateDate', width: 170, kind: 'dateTime' },
  { field: 'remark', width: 200 },
  {
    field: 'changes',
    title: 'hzero.common.kit.action',
    computed: true,
    width: 100,
    render: (_value, row, { t }) => (
      <Button type="link" size="small" onClick={() => showChanges(row.entityVersion ?? 0)}>
        {t('hmnt.auditData.action.changes')}
      </Button>
    ),
  },
];

/** No cell of the versions opens anything (Changes is a button of its own). */
const onOpen = () => undefined;

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
  const cell = useCellContext();
  const columns = useMemo(() => {
    const showChanges = (version: number) => {
      setPickTwo(false);
      setPair(versionPair([version]));
    };
    return tableColumns(versionColumns(showChanges), {
      texts: 'hmnt.auditData',
      cell,
      sort: null,
      onOpen,
    });
  }, [cell]);
  const rows = versions.data ?? [];

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
        columns={columns}
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
