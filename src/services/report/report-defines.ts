/**
 * `GET {report}/v1/report-defines`, site level: a page of the report definitions (the Report
 * Definitions page lists them, Report Query offers the enabled ones).
 */
import { listEndpoint } from '../list-endpoint';
import type { ReportDefineDto, ReportDefineQuery } from './report-define-types';

export const fetchReportDefines = listEndpoint<ReportDefineDto, ReportDefineQuery>(
  'report',
  'site',
  'report-defines',
);
