/**
 * The instances that have not ended, as a resource: where each waits, whose turn it is and since
 * when, searched by process, business key, assignee and status (and organisation on the site
 * form, which lists every organisation's with its name). Diagram draws its process with the
 * waiting step; Suspend and Resume ask first; Reassign and Terminate are the page's own dialogs.
 */
import { siteOnly, siteTenantFilter, type ResourceScope } from '@polaris/core/kit/resource/scope';
import { defineResource } from '@polaris/core/kit/resource/types';
import { view, type StatusView } from '@polaris/core/kit/status/status-view';
import type {
  MonitorInstanceDto,
  MonitorQuery,
  MonitorStatus,
} from '@polaris/core/services/workflow/monitor-types';
import { resumeInstance, suspendInstance } from './api/instance-operations';
import { fetchMonitorInstances } from './api/fetch-monitor-instances';
import { InstanceDiagram } from './InstanceDiagram';

export const monitorPermission = (action: 'suspend' | 'resume' | 'terminate' | 'reassign') =>
  `hwfl.monitor.button.${action}`;

const STATUSES: readonly MonitorStatus[] = ['RUNNING', 'SUSPENDED'];

export const monitorStatus = (status: MonitorStatus): StatusView | undefined =>
  status === 'RUNNING'
    ? view('hwfl.monitor.status.RUNNING', 'processing')
    : status === 'SUSPENDED'
      ? view('hwfl.monitor.status.SUSPENDED', 'warning')
      : undefined;

const running = (row: MonitorInstanceDto) => row.processStatus === 'RUNNING';
const idValues = (row: MonitorInstanceDto) => ({
  id: row.processInstanceId,
  process: row.processName,
});

const monitorResource = (scope: ResourceScope) =>
  defineResource<MonitorInstanceDto, MonitorQuery>({
    key: ['hwfl', 'monitor-instances', scope],
    texts: 'hwfl.monitor',
    endpoint: fetchMonitorInstances,
    rowKey: 'processInstanceId',
    search: [
      ...siteTenantFilter(scope, 4),
      { name: 'processName', span: 5 },
      { name: 'businessKey', span: 5 },
      { name: 'currentAssigneeName', span: 5 },
      {
        name: 'processStatus',
        kind: 'select',
        span: 5,
        options: (t) =>
          STATUSES.map((status) => ({ value: status, label: t(`hwfl.monitor.status.${status}`) })),
      },
    ],
    columns: [
      { field: 'processInstanceId', width: 100, opens: true },
      { field: 'processName', width: 170 },
      { field: 'businessKey', width: 150 },
      ...siteOnly(scope, { field: 'tenantName', width: 140 }),
      { field: 'processStatus', width: 100, kind: 'tag', status: monitorStatus },
      { field: 'currentTaskName', width: 150 },
      { field: 'currentAssigneeName', width: 130 },
      { field: 'waitingSince', width: 170, kind: 'dateTime' },
      { field: 'startUserName', width: 120 },
    ],
    visibleActions: 4,
    actions: [
      { key: 'detail' },
      {
        key: 'suspend',
        permission: monitorPermission('suspend'),
        when: running,
        confirm: { title: 'hwfl.monitor.suspend.title', values: idValues },
        run: (row) => suspendInstance(row.processInstanceId),
      },
      {
        key: 'resume',
        permission: monitorPermission('resume'),
        when: (row) => !running(row),
        confirm: { title: 'hwfl.monitor.resume.title', values: idValues },
        run: (row) => resumeInstance(row.processInstanceId),
      },
      {
        key: 'reassign',
        permission: monitorPermission('reassign'),
        when: (row) => row.waitingTaskId !== null,
        quiet: true,
      },
      { key: 'terminate', permission: monitorPermission('terminate'), danger: true, quiet: true },
    ],
    detail: {
      width: 720,
      title: (row, t) => t('hwfl.monitor.diagram.title', idValues(row)),
      render: (row) => <InstanceDiagram processInstanceId={row.processInstanceId} />,
    },
  });

/** Every organisation's instances (site form) and the organisation's own (tenant form). */
export const monitorResources = {
  site: monitorResource('site'),
  tenant: monitorResource('tenant'),
};
