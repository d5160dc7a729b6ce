/**
 * The organisation's process instances as a resource: search by instance, process, starter and
 * status; each instance with its times, status and the step it waits at; History opens its
 * approval timeline (the component the /pubApprove page shows, src/kit/approval) in the detail
 * drawer.
 */
import { ApprovalTimeline } from '@polaris/core/kit/approval/ApprovalTimeline';
import { defineResource } from '@polaris/core/kit/resource/types';
import { processStatus } from '@polaris/core/kit/status/row-status';
import { StatusBadge } from '@polaris/core/kit/status/StatusBadge';
import type { ProcessInstanceDto } from '@polaris/core/services/workflow/types';
import { fetchProcessInstances, type ProcessInstanceQuery } from './api/fetch-process-instances';

const STATUSES = ['running', 'suspended', 'finished'] as const;

export const approvalHistoryResource = defineResource<ProcessInstanceDto, ProcessInstanceQuery>({
  key: ['hwfl', 'process-instances'],
  texts: 'hwfl.approvalHistory',
  endpoint: fetchProcessInstances,
  rowKey: 'processInstanceId',
  search: [
    { name: 'processInstanceId', kind: 'number', min: 1, span: 4 },
    { name: 'processName', span: 5 },
    { name: 'startUserName', span: 5 },
    {
      name: 'status',
      kind: 'select',
      span: 5,
      options: (t) =>
        STATUSES.map((status) => ({
          value: status,
          label: t(`hzero.common.kit.process.${status}`),
        })),
    },
  ],
  columns: [
    { field: 'processInstanceId', width: 100 },
    { field: 'processName', width: 180 },
    { field: 'businessKey', width: 150 },
    { field: 'startUserName', width: 120 },
    { field: 'startTime', width: 170, kind: 'dateTime' },
    { field: 'endTime', width: 170, kind: 'dateTime' },
    {
      field: 'status',
      computed: true,
      width: 110,
      render: (_value, row) => <StatusBadge view={processStatus(row)} />,
    },
    { field: 'currentTaskName', width: 150 },
  ],
  actions: [{ key: 'detail' }],
  detail: {
    title: (row, t) =>
      t('hwfl.approvalHistory.drawer', {
        process: row.processName ?? '',
        id: row.processInstanceId,
      }),
    render: (row) => (
      <div data-page="approval-history">
        <ApprovalTimeline processInstanceId={String(row.processInstanceId)} />
      </div>
    ),
  },
});
