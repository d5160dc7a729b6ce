/** Reports, parameters and runs the report page tests share. */
import type { DatasetParameter } from '@polaris/core/services/report/dataset-types';
import type { ReportDefineDto } from '@polaris/core/services/report/report-define-types';
import type { ReportRunDto } from '@polaris/core/services/report/report-run-types';

export const salesReport: ReportDefineDto = {
  reportId: 1,
  reportCode: 'RPT_SALES_REGION',
  reportName: 'Sales by region',
  datasetId: 1,
  datasetCode: 'DS_SALES',
  columns: [
    { field: 'region', title: 'Region', width: 100, format: 'TEXT' },
    { field: 'amount', title: 'Amount', width: 140, format: 'MONEY' },
  ],
  parameterNames: ['orderDateFrom', 'region', 'minQuantity'],
  chartType: 'BAR',
  chartLabel: 'region',
  chartValues: ['amount'],
  enabledFlag: 1,
  objectVersionNumber: 1,
};

export const salesParameters: DatasetParameter[] = [
  { name: 'orderDateFrom', type: 'DATE', required: 1, defaultValue: null, options: null },
  { name: 'region', type: 'SELECT', required: 0, defaultValue: null, options: 'EAST,WEST' },
  { name: 'minQuantity', type: 'NUMBER', required: 0, defaultValue: '2', options: null },
];

export const run = (over: Partial<ReportRunDto> = {}): ReportRunDto => ({
  runId: 7,
  reportId: 1,
  reportName: 'Sales by region',
  params: {},
  status: 'DONE',
  progress: 100,
  rowCount: 2,
  chart: {
    type: 'BAR',
    labels: ['EAST', 'WEST'],
    series: [{ field: 'amount', title: 'Amount', data: [1200.5, 800] }],
  },
  ...over,
});

export const resultRows = [
  { _row: 1, region: 'EAST', amount: 1200.5 },
  { _row: 2, region: 'WEST', amount: 800 },
];
