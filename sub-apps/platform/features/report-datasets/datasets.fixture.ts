/** Datasets the page tests share. */
import type { DatasetDto } from '@polaris/core/services/report/dataset-types';

export const dataset = (
  datasetId: number,
  datasetCode: string,
  enabledFlag: 0 | 1 = 1,
): DatasetDto => ({
  datasetId,
  datasetCode,
  datasetName: `${datasetCode} data`,
  dataSource: 'SALES',
  parameters: [
    { name: 'orderDateFrom', type: 'DATE', required: 1, defaultValue: '2026-01-01', options: null },
    { name: 'region', type: 'SELECT', required: 0, defaultValue: null, options: 'EAST,WEST' },
  ],
  enabledFlag,
  objectVersionNumber: 2,
});
