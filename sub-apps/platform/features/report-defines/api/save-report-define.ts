/**
 * `POST {report}/v1/report-defines` (a new report) or `PUT` (the fields sent, at the version read),
 * site level. Columns and chart fields must be the dataset's, parameters the dataset's.
 */
import { request } from '@polaris/core/request/client';
import { v1, type CallOptions } from '@polaris/core/services/shared';
import type {
  ReportDefineDto,
  ReportDefineSave,
  ReportDefineUpdate,
} from '@polaris/core/services/report/report-define-types';

export function createReportDefine(
  report: ReportDefineSave,
  options?: CallOptions,
): Promise<ReportDefineDto> {
  return request<ReportDefineDto>(v1('report', 'site', 'report-defines'), {
    method: 'POST',
    data: report,
    ...options,
  });
}

export function updateReportDefine(
  change: ReportDefineUpdate,
  options?: CallOptions,
): Promise<ReportDefineDto> {
  return request<ReportDefineDto>(v1('report', 'site', 'report-defines'), {
    method: 'PUT',
    data: change,
    ...options,
  });
}
