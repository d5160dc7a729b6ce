/** `GET {report}/v1/report-defines/{reportId}/parameters`: the parameters a report asks, typed. */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type { DatasetParameter } from '@polaris/core/services/report/dataset-types';

export function fetchReportParameters(
  reportId: number,
  options?: CallOptions,
): Promise<DatasetParameter[]> {
  return request<DatasetParameter[]>(
    v1('report', 'site', `report-defines/${reportId}/parameters`),
    options,
  );
}
