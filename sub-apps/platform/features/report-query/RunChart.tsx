/**
 * A finished run's chart: the value columns summed per label, as bars or a line (the kit's
 * chart.js chart, in this page's chunk only). Described by the result table of the same rows.
 */
import { useIntl } from '@polaris/core/i18n/useIntl';
import { Chart, useChartColors } from '@polaris/core/kit/chart/Chart';
import { withAlpha } from '@polaris/core/kit/chart/chart-theme';
import type { RunChart as RunChartDto } from '@polaris/core/services/report/report-run-types';
import type { ChartData } from 'chart.js';
import { useMemo } from 'react';

export function RunChart({ chart, describedBy }: { chart: RunChartDto; describedBy: string }) {
  const { t } = useIntl();
  const colors = useChartColors();
  const type = chart.type === 'LINE' ? 'line' : 'bar';
  const data = useMemo((): ChartData<'bar' | 'line'> => {
    const palette = colors.series;
    return {
      labels: chart.labels,
      datasets: chart.series.map((series, index) => ({
        label: series.title,
        data: series.data,
        borderColor: palette[index % palette.length],
        backgroundColor: withAlpha(palette[index % palette.length], 0.7),
      })),
    };
  }, [chart, colors]);
  return (
    <Chart
      type={type}
      data={data}
      label={t('hrpt.reportQuery.chart')}
      describedBy={describedBy}
      height={280}
    />
  );
}
