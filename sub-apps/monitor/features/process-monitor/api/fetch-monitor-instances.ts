/**
 * `GET {workflow}/v1[/{organizationId}]/process/monitor/instances`: a page of the instances that
 * have not ended, newest first, each with the step it waits at, whose turn and since when: every
 * organisation's on the site form (`tenantId` filters), the organisation's own on the tenant form.
 */
import { listEndpoint } from '@polaris/core/services/list-endpoint';
import type {
  MonitorInstanceDto,
  MonitorQuery,
} from '@polaris/core/services/workflow/monitor-types';

export const fetchMonitorInstances = listEndpoint<MonitorInstanceDto, MonitorQuery>(
  'workflow',
  'auto',
  'process/monitor/instances',
);
