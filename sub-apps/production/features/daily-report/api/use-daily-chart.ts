/** Every row the report's search finds (the table shows a page of them), for the chart and totals. */
import { useIntl } from '@polaris/core/i18n/useIntl';
import type { DailyProductionQuery } from '@polaris/core/services/production/engineering-types';
import { useQuery } from '@tanstack/react-query';
import { fetchDailyProduction } from './fetch-daily-production';

/** A year of every line's working days fits in one answer. */
const ALL_ROWS = 1000;

export function useDailyChart(filters: DailyProductionQuery | null) {
  const { language } = useIntl();
  return useQuery({
    queryKey: ['hrpt', 'daily-production', 'all', filters, language],
    queryFn: async () =>
      (await fetchDailyProduction({ ...filters, page: 0, size: ALL_ROWS })).content,
    enabled: filters !== null,
  });
}
