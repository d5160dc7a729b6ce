/**
 * /hwfl/approval-history: the organisation's process instances (id, process, starter, status),
 * newest first; a row's History shows its approval timeline, the same component the
 * /pubApprove page shows (src/kit/approval).
 */
import { formatServerDate } from '@polaris/core/i18n/format-date';
import { useIntl } from '@polaris/core/i18n/useIntl';
import { ApprovalTimeline } from '@polaris/core/kit/approval/ApprovalTimeline';
import { SearchForm } from '@polaris/core/kit/form/SearchForm';
import { processStatus } from '@polaris/core/kit/status/row-status';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import { PagedTable } from '@polaris/core/kit/query/PagedTable';
import type {
  ProcessInstanceDto,
  ProcessInstanceQuery,
} from '@polaris/core/services/workflow/types';
import { getSession } from '@polaris/core/session/current-session';
import { Button, Card, Col, Drawer, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useProcessInstanceList } from './api/use-process-instances';

const STATUSES = ['running', 'suspended', 'finished'] as const;

export default function ApprovalHistoryPage() {
  const { t } = useIntl();
  const list = useProcessInstanceList();
  const [form] = Form.useForm<ProcessInstanceQuery>();
  const [shown, setShown] = useState<ProcessInstanceDto | null>(null);
  const { dateTimeFormat } = getSession();
  const field = (name: string) => t(`hwfl.approvalHistory.field.${name}`);
  const title = t('hwfl.approvalHistory.title');
  const date = (value: string | null | undefined) => formatServerDate(value, dateTimeFormat);

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{title}</h2>}>
      <SearchForm<ProcessInstanceQuery> form={form} onSearch={list.search} buttonSpan={5}>
        <Col span={4}>
          <Form.Item name="processInstanceId" label={field('processInstanceId')}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="processName" label={field('processName')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="startUserName" label={field('startUserName')}>
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col span={5}>
          <Form.Item name="status" label={field('status')}>
            <Select
              allowClear
              options={STATUSES.map((status) => ({
                value: status,
                label: t(`hzero.common.kit.process.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
      </SearchForm>
      <PagedTable<ProcessInstanceDto, ProcessInstanceQuery>
        list={list}
        caption={title}
        rowKey="processInstanceId"
        columns={[
          { title: field('processInstanceId'), dataIndex: 'processInstanceId', width: 100 },
          { title: field('processName'), dataIndex: 'processName', width: 180 },
          { title: field('businessKey'), dataIndex: 'businessKey', width: 150 },
          { title: field('startUserName'), dataIndex: 'startUserName', width: 120 },
          { title: field('startTime'), dataIndex: 'startTime', width: 170, render: date },
          { title: field('endTime'), dataIndex: 'endTime', width: 170, render: date },
          {
            title: field('status'),
            key: 'status',
            width: 110,
            render: (_value, row) => <StatusBadge view={processStatus(row)} />,
          },
          { title: field('currentTaskName'), dataIndex: 'currentTaskName', width: 150 },
          {
            title: t('hzero.common.kit.action'),
            key: 'actions',
            width: 120,
            render: (_value, row) => (
              <Button type="link" size="small" onClick={() => setShown(row)}>
                {t('hwfl.approvalHistory.action.history')}
              </Button>
            ),
          },
        ]}
      />
      {shown && (
        <Drawer
          open
          width={560}
          onClose={() => setShown(null)}
          title={t('hwfl.approvalHistory.drawer', {
            process: shown.processName ?? '',
            id: shown.processInstanceId,
          })}
        >
          <div data-page="approval-history">
            <ApprovalTimeline processInstanceId={String(shown.processInstanceId)} />
          </div>
        </Drawer>
      )}
    </Card>
  );
}
