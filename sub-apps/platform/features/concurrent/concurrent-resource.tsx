/**
 * The organisation's concurrent requests as a resource, newest first: searched by program code,
 * status and submit dates; the status a tag by the job and run status rule; per request its Log
 * and, while it is pending or running, Cancel (with confirmation, guarded by its button code).
 * While a request shown is pending or running the list is asked again every two seconds.
 */
import { defineResource } from '@polaris/core/kit/resource/types';
import { jobStatus } from '@polaris/core/kit/status/job-status';
import {
  ACTIVE_REQUEST_STATUSES,
  REQUEST_STATUSES,
  type ConcurrentRequestDto,
  type ConcurrentRequestQuery,
} from '@polaris/core/services/scheduler/concurrent-types';
import { cancelRequest } from './api/cancel-request';
import { fetchConcurrentRequests } from './api/fetch-concurrent-requests';

/** The button code guarding an action (the gateway refuses the call without it). */
export const permissionOf = (key: 'submit' | 'cancel' | 'program') =>
  `hsdr.concurrent.button.${key}`;

/** Whether a request may still move on (and be cancelled). */
export const isActive = (request: Pick<ConcurrentRequestDto, 'status'>) =>
  ACTIVE_REQUEST_STATUSES.includes(request.status);

/** The parameters given, as `name=value` pairs. */
export const paramsText = (params: Record<string, string> | null | undefined) =>
  Object.entries(params ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join(', ');

export const concurrentRequestsResource = defineResource<
  ConcurrentRequestDto,
  ConcurrentRequestQuery
>({
  key: ['hsdr', 'concurrent-requests'],
  texts: 'hsdr.concurrent',
  endpoint: fetchConcurrentRequests,
  rowKey: 'requestId',
  // the gateway moves a request on; the page asks again while one shown is pending or running
  refreshWhile: isActive,
  search: [
    { name: 'concurrentCode' },
    {
      name: 'status',
      kind: 'select',
      options: (t) =>
        REQUEST_STATUSES.map((status) => ({
          value: status,
          label: t(jobStatus(status)?.textKey ?? status),
        })),
    },
    { name: 'submitDate', kind: 'dateRange', from: 'submitDateFrom', to: 'submitDateTo', span: 8 },
  ],
  columns: [
    { field: 'requestId', width: 90 },
    { field: 'concurrentCode', width: 210, kind: 'code' },
    { field: 'concurrentName', width: 140 },
    {
      field: 'requestParam',
      width: 200,
      render: (params: Record<string, string>) => paramsText(params),
    },
    { field: 'status', width: 110, kind: 'tag', status: jobStatus },
    { field: 'submittedBy', width: 100 },
    { field: 'startTime', width: 170, kind: 'dateTime' },
    { field: 'endTime', width: 170, kind: 'dateTime' },
  ],
  visibleActions: 2,
  actions: [
    { key: 'log' },
    {
      key: 'cancel',
      permission: permissionOf('cancel'),
      danger: true,
      when: isActive,
      confirm: {
        title: 'hsdr.concurrent.cancel.title',
        content: 'hsdr.concurrent.cancel.content',
        values: (request) => ({ id: request.requestId }),
      },
      run: cancelRequest,
    },
  ],
});
