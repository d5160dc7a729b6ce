/**
 * Report definitions (`/hrpt/v1/report-defines`, site level): a report on a dataset: its columns
 * (a field of the dataset's source, a title, a width and a format), the dataset parameters it asks
 * (the others take their default), and a chart (none, bar or line) of value columns by a label
 * column.
 */
import type { PagedQuery } from '../platform/types';

export const COLUMN_FORMATS = ['TEXT', 'NUMBER', 'MONEY', 'DATE'] as const;
export type ColumnFormat = (typeof COLUMN_FORMATS)[number];

export const CHART_TYPES = ['NONE', 'BAR', 'LINE'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface ReportColumn {
  field: string;
  title: string;
  width: number;
  format: ColumnFormat;
}

export interface ReportDefineDto {
  reportId: number;
  reportCode: string;
  reportName: string;
  datasetId: number;
  datasetCode: string;
  columns: ReportColumn[];
  /** Names of the dataset parameters the report asks, in order. */
  parameterNames: string[];
  chartType: ChartType;
  /** The column whose values label the chart's bars or points. */
  chartLabel: string | null;
  /** The columns summed per label, one series each. */
  chartValues: string[];
  enabledFlag: 0 | 1;
  objectVersionNumber: number;
}

export interface ReportDefineQuery extends PagedQuery {
  reportCode?: string;
  reportName?: string;
  enabledFlag?: 0 | 1;
}

export type ReportDefineSave = Omit<
  ReportDefineDto,
  'reportId' | 'datasetCode' | 'objectVersionNumber'
>;

export type ReportDefineUpdate = Partial<Omit<ReportDefineSave, 'reportCode'>> & {
  reportId: number;
  objectVersionNumber: number;
};
