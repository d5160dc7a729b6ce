/**
 * The daily production report as a resource: searched by dates and line (the GLOBEX.LINE value
 * set); each line's target, output, scrap and attainment per working day; exported as a CSV file
 * of the columns shown by a role holding `globex.report.daily.button.export`.
 */
import { formatNumber } from '@polaris/core/kit/format/number';
import { defineResource } from '@polaris/core/kit/resource/types';
import type {
  DailyProductionDto,
  DailyProductionQuery,
} from '@polaris/core/services/production/engineering-types';
import { fetchDailyProduction } from './api/fetch-daily-production';
import { attainmentOf } from './report-totals';

export const DAILY_EXPORT = 'globex.report.daily.button.export';

export const percent = (share: number | null, language: string): string =>
  share === null ? '—' : formatNumber(share * 100, language, { decimals: 1 }) + ' %';

export const dailyReportResource = defineResource<DailyProductionDto, DailyProductionQuery>({
  key: ['hrpt', 'daily-production'],
  texts: 'hrpt.daily',
  endpoint: fetchDailyProduction,
  rowKey: 'recordId',
  exportable: { permission: DAILY_EXPORT },
  search: [
    { name: 'period', kind: 'dateRange', from: 'dateFrom', to: 'dateTo', span: 10 },
    { name: 'lineCode', kind: 'lov', lovCode: 'GLOBEX.LINE' },
  ],
  columns: [
    { field: 'reportDate', width: 130, kind: 'date', sort: true },
    { field: 'lineName', width: 180 },
    { field: 'targetQty', width: 120, kind: 'number', sort: true },
    { field: 'outputQty', width: 120, kind: 'number', sort: true },
    { field: 'scrapQty', width: 110, kind: 'number' },
    {
      field: 'attainment',
      width: 120,
      align: 'right',
      computed: true,
      render: (_value: never, row, cell) => percent(attainmentOf(row), cell.language),
    },
  ],
});
