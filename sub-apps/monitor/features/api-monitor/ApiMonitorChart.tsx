/**
 * The API monitor's chart: for each API of the page the table shows, its mean, 95th-percentile
 * and slowest time taken as bars side by side (one row per API: the paths are long). The table
 * above holds the same numbers.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Chart, useChartColors } from '@polaris/core/kit/chart/Chart';
import { withAlpha } from '@polaris/core/kit/chart/chart-theme';
import type { ApiMonitorDto } from '@polaris/core/services/monitor/operation-types';
import type { ChartData } from 'chart.js';
import { useMemo } from 'react';

const SERIES = ['avgTime', 'p95Time', 'maxTime'] as const;

/** Height enough for a row of three bars per API. */
const heightFor = (rows: number) => Math.max(160, 60 + rows * 36);

export function ApiMonitorChart({ rows }: { rows: readonly ApiMonitorDto[] }) {
  const { t } = useIntl();
  const colors = useChartColors();
  const data = useMemo(
    (): ChartData<'bar'> => ({
      labels: rows.map((row) => `${row.requestMethod} ${row.apiPath}`),
      datasets: SERIES.map((field, index) => ({
        label: t(`hmnt.apiMonitor.field.${field}`),
        data: rows.map((row) => row[field]),
        backgroundColor: withAlpha(colors.series[index], 0.7),
        borderColor: colors.series[index],
        borderWidth: 1,
      })),
    }),
    [rows, colors, t],
  );
  return (
    <section style={{ marginTop: 24 }}>
      <Chart
        type="bar"
        data={data}
        label={t('hmnt.apiMonitor.chart')}
        height={heightFor(rows.length)}
        options={{ indexAxis: 'y' }}
      />
    </section>
  );
}
