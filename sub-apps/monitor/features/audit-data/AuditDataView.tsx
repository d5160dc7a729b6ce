/**
 * Audit Data (/hmnt/audit-data, organisation form /hmnt/audit-data-org): the audited versions a
 * search finds (entity, record, change type, change date), newest first. A row opens the
 * record's versions (and their field diff), its audit log, or the record's own page in a tab.
 */
import { useModelState } from '@polaris/core/core/model/react';
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ActionsList } from '@polaris/core/kit/actions/ActionsList';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { disabledDateAfter, disabledDateBefore } from '@polaris/core/kit/time/disabled-time';
import { usePageNavigation } from '@polaris/core/sub-app/navigation';
import { userModel } from '@polaris/core/models/user';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type { AuditDataDto, AuditDataQuery } from '@polaris/core/services/monitor/types';
import type { TenantScope } from '@polaris/core/services/shared';
import { Alert, Card, Col, DatePicker, Form, Input, InputNumber, Select, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAuditDataList, usePageRouteLookup, type RecordRef } from './api/use-audit-data';
import { AuditLogDrawer } from './AuditLogDrawer';
import { pageTarget } from './open-page';
import { RecordVersionsDrawer } from './RecordVersionsDrawer';

interface AuditFilters {
  entityCode?: string;
  entityId?: number;
  auditType?: string;
  lastUpdateDateFrom?: Dayjs | null;
  lastUpdateDateTo?: Dayjs | null;
}

const AUDIT_TYPES = ['INSERT', 'UPDATE', 'DELETE'];

const recordOf = (row: AuditDataDto): RecordRef => ({
  entityCode: row.entityCode ?? '',
  entityId: row.entityId ?? 0,
});

export function AuditDataView({ scope }: { scope: TenantScope }) {
  const { t } = useIntl();
  const list = useAuditDataList(scope);
  const [form] = Form.useForm<AuditFilters>();
  const from = Form.useWatch('lastUpdateDateFrom', form);
  const to = Form.useWatch('lastUpdateDateTo', form);
  const user = useModelState(userModel, (state) => state.currentUser);
  const dateTimeFormat = user?.dateTimeFormat ?? 'YYYY-MM-DD HH:mm:ss';
  const [versionsOf, setVersionsOf] = useState<RecordRef | null>(null);
  const [logOf, setLogOf] = useState<RecordRef | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lookupRoute = usePageRouteLookup();
  const navigation = usePageNavigation();
  const field = (name: string) => t(`hmnt.auditData.field.${name}`);
  const title = t('hmnt.auditData.title');

  const openPage = async (row: AuditDataDto) => {
    setRefusal(null);
    const answer = await lookupRoute(row.entityCode ?? '').catch(() => null);
    if (!answer) return; // the request client has told the user
    const target = pageTarget(answer.route);
    if (target.kind === 'open') navigation.open(target.path);
    else if (target.kind === 'none') setRefusal(t('hmnt.auditData.openPage.none'));
    else setRefusal(t('hmnt.auditData.openPage.refused', { route: target.route }));
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<AuditFilters>
        form={form}
        onSearch={(values) => list.search(values as AuditDataQuery)}
        buttonSpan={4}
      >
        <Col span={5}>
          <Form.Item name="entityCode" label={field('entityCode')}>
            <Input allowClear placeholder="HPFM.TENANT" />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="entityId" label={field('entityId')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={3}>
          <Form.Item name="auditType" label={field('auditType')}>
            <Select
              allowClear
              options={AUDIT_TYPES.map((type) => ({
                value: type,
                label: t(`hmnt.auditData.type.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="lastUpdateDateFrom" label={field('lastUpdateDateFrom')}>
            <DatePicker showTime disabledDate={disabledDateAfter(to)} />
          </Form.Item>
        </Col>
        <Col span={4}>
          <Form.Item name="lastUpdateDateTo" label={field('lastUpdateDateTo')}>
            <DatePicker showTime disabledDate={disabledDateBefore(from)} />
          </Form.Item>
        </Col>
      </SearchForm>
      {refusal && (
        <Alert
          type="warning"
          showIcon
          closable
          message={refusal}
          onClose={() => setRefusal(null)}
          style={{ marginBottom: 12 }}
        />
      )}
      <PagedTable<AuditDataDto, AuditDataQuery>
        list={list}
        caption={title}
        rowKey="auditDataId"
        columns={[
          { title: field('entityCode'), dataIndex: 'entityCode', width: 150 },
          { title: field('entityId'), dataIndex: 'entityId', width: 90 },
          { title: field('entityVersion'), dataIndex: 'entityVersion', width: 80 },
          {
            title: field('auditType'),
            dataIndex: 'auditTypeMeaning',
            width: 100,
            render: (meaning: string | undefined, row) => <Tag>{meaning ?? row.auditType}</Tag>,
          },
          { title: field('lastUpdatedByName'), dataIndex: 'lastUpdatedByName', width: 120 },
          {
            title: field('lastUpdateDate'),
            dataIndex: 'lastUpdateDate',
            width: 170,
            render: (value: string | undefined) => formatServerDate(value, dateTimeFormat),
          },
          {
            title: field('changedFields'),
            key: 'changedFields',
            width: 200,
            render: (_value, row) =>
              (row.auditDataLineList ?? [])
                .map((line) => line.fieldName ?? line.fieldCode)
                .join(', '),
          },
          { title: field('remark'), dataIndex: 'remark', width: 180 },
          {
            title: t('hzero.common.kit.action'),
            key: 'actions',
            width: 220,
            render: (_value, row) => (
              <ActionsList
                actions={[
                  {
                    key: 'versions',
                    label: t('hmnt.auditData.action.versions'),
                    onClick: () => setVersionsOf(recordOf(row)),
                  },
                  {
                    key: 'log',
                    label: t('hmnt.auditData.action.log'),
                    onClick: () => setLogOf(recordOf(row)),
                  },
                  {
                    key: 'open',
                    label: t('hmnt.auditData.action.openPage'),
                    onClick: () => void openPage(row),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {versionsOf && (
        <RecordVersionsDrawer
          record={versionsOf}
          scope={scope}
          onClose={() => setVersionsOf(null)}
        />
      )}
      {logOf && <AuditLogDrawer record={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}
